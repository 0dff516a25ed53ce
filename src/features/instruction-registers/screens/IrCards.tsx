import { Stack } from '@mui/material';
import { SimpleList, useTranslate } from 'react-admin';
import { useDateText } from '../../../client/common/useDateText';
import type { InstructionRegister } from '../definition';
import { IrStatusChip } from './IrStatusChip';
import { useIrNumberText } from './useIrNumberText';

/** The IR list on a phone: one card per IR, big enough for a thumb, opening `open`. */
export function IrCards({ open }: { open: 'edit' | 'show' }) {
  const translate = useTranslate();
  const date = useDateText();
  const irNumber = useIrNumberText();
  const title = (ir: InstructionRegister) => (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <span>{irNumber(ir.number)}</span>
      <IrStatusChip status={ir.status} />
    </Stack>
  );
  const who = (ir: InstructionRegister) =>
    [ir.farmName, ir.hunterName].filter(Boolean).join(' · ') ||
    translate('portal.instructionRegisters.list.noFarmOrHunter');
  return (
    <SimpleList<InstructionRegister>
      primaryText={title}
      secondaryText={who}
      tertiaryText={(ir) => date(ir.collectedAt ?? ir.createdAt)}
      linkType={open}
      sx={{ '& .MuiListItemButton-root': { minHeight: 64 } }}
    />
  );
}
