import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A yes/no field as a chip that says Yes or No in the reader's language: a bare cross or the word
 * "false" read as an error or as code (docs/screens.md#lists).
 */
export function BooleanChip({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  if (!record || typeof record[source] !== 'boolean') return null;
  const yes = record[source];
  return (
    <Chip
      size="small"
      variant={yes ? 'filled' : 'outlined'}
      icon={yes ? <CheckIcon /> : <RemoveIcon />}
      label={translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')}
    />
  );
}
