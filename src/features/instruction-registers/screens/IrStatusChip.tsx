import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IR_STATUS_KEYS, irStatusChipColour, type IrStatus } from '../irStatuses';

/** An IR's status as a chip in its colour (docs/instruction-registers.md#the-list), in the user's language. */
export function IrStatusChip({ status }: { status: IrStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      label={translate(IR_STATUS_KEYS[status])}
      size="small"
      color={irStatusChipColour(status)}
      data-status={status}
    />
  );
}
