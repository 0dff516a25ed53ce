import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { AnyResource } from '../defineResource';
import type { FieldInput } from '../fieldInput';
import { CountryInput } from '../../client/common/CountryInput';
import { routeOf } from './dataProvider';
import { fieldLabel } from './fieldLabel';

/** The list's filters: the free-text `q` first, always shown, then the definition's filters. */
export function engineFilters(definition: AnyResource) {
  const inputs = definition.inputs as Record<string, FieldInput | undefined>;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...definition.list.filters.map((field) => {
      const input = inputs[field];
      const label = fieldLabel(definition, field);
      switch (input?.kind) {
        case 'boolean':
          return <NullableBooleanInput key={field} source={field} label={label} />;
        case 'select':
        case 'selectMany':
          return (
            <SelectInput key={field} source={field} label={label} choices={[...input.choices]} />
          );
        case 'country':
          return <CountryInput key={field} source={field} label={label} />;
        case 'reference':
          return (
            <ReferenceInput key={field} source={field} reference={routeOf(input.resource)}>
              <AutocompleteInput label={label} />
            </ReferenceInput>
          );
        default:
          return <TextInput key={field} source={field} label={label} />;
      }
    }),
  ];
}
