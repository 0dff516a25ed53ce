import { AutocompleteInput, ReferenceInput, SelectInput, type InputProps } from 'react-admin';
import { ORDER_STATUS_KEYS, ORDER_STATUSES } from '../orderStatuses';
import { DateInput } from '../../../client/common/DateInput';
import { consoleResource } from '../../../engine/screens/consoleResource';

// The list's filters beyond the search box, in their own chunk: the list shows none of them until
// the user adds one (bench/bundle).

type FilterProps = Pick<InputProps, 'source' | 'label'>;

// Names are message keys: SelectInput translates its choices.
const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_KEYS[id] }));

export const StatusFilter = (props: FilterProps) => (
  <SelectInput {...props} choices={statusChoices} />
);

export const ClientFilter = ({ label, ...props }: FilterProps) => (
  <ReferenceInput {...props} reference="clients">
    <AutocompleteInput label={label} />
  </ReferenceInput>
);

export const OutfitterFilter = ({ label, ...props }: FilterProps) => (
  <ReferenceInput {...props} reference="outfitters">
    <AutocompleteInput label={label} />
  </ReferenceInput>
);

export const PhFilter = ({ label, ...props }: FilterProps) => (
  <ReferenceInput {...props} reference={consoleResource('professional-hunters').route}>
    <AutocompleteInput label={label} />
  </ReferenceInput>
);

export const DateFilter = (props: FilterProps) => <DateInput {...props} />;
