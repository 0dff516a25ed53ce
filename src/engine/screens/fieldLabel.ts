/**
 * docs/languages.md#messages: the message key of a field's label, react-admin's convention under
 * the resource's API name (its screens are named after its route, so the key is given, not
 * inferred); a row's field is `<rows>.<field>`.
 * @example fieldLabel({ name: 'species' }, 'commonName') // 'resources.species.fields.commonName'
 */
export const fieldLabel = (definition: { name: string }, field: string): string =>
  `resources.${definition.name}.fields.${field}`;
