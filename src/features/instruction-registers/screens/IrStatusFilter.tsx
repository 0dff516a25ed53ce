import { SelectInput, type InputProps } from 'react-admin';
import { choicesOf } from '../../../engine/fieldInput';
import { IR_STATUS_KEYS } from '../irStatuses';

// The IR list's status filter in its own chunk: the list shows it only once the user adds it
// (bench/bundle), as the orders list does with its filters.

export const IrStatusFilter = (props: Pick<InputProps, 'source' | 'label'>) => (
  <SelectInput {...props} choices={choicesOf(IR_STATUS_KEYS)} />
);
