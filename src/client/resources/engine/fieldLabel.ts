import type { AnyResource } from '../../../../resources/engine/defineResource';

/** A field's label: the definition's, else its name as words ("commonName" -> "Common name"). */
export function fieldLabel(
  definition: AnyResource,
  field: string,
  own?: Record<string, string>,
): string {
  const given = own?.[field] ?? (definition.labels as Record<string, string> | undefined)?.[field];
  if (given) return given;
  const words = field
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
