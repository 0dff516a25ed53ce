import { SelectInput, type InputProps } from 'react-admin';
import { choicesOf } from '../../../engine/fieldInput';
import { IR_STATUS_KEYS } from '../irStatuses';

// The IR list's status filter in its own chunk, off the first load of the screens that do not
// show it (bench/bundle).

export const IrStatusFilter = (props: Pick<InputProps, 'source' | 'label' | 'alwaysOn'>) => (
  <SelectInput {...props} choices={choicesOf(IR_STATUS_KEYS)} />
);
