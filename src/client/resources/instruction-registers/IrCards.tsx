import { SimpleList } from 'react-admin';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { formatIrNumber, IR_STATUS_LABELS } from '../../../../resources/irStatuses';

const title = (ir: InstructionRegister) =>
  `${formatIrNumber(ir.number)} · ${IR_STATUS_LABELS[ir.status]}`;
const who = (ir: InstructionRegister) =>
  [ir.farmName, ir.hunterName].filter(Boolean).join(' · ') || 'No farm or hunter yet';

/** The IR list on a phone: one card per IR, big enough for a thumb, opening `open`. */
export function IrCards({ open }: { open: 'edit' | 'show' }) {
  return (
    <SimpleList<InstructionRegister>
      primaryText={title}
      secondaryText={who}
      tertiaryText={(ir) => (ir.collectedAt ?? ir.createdAt).slice(0, 10)}
      linkType={open}
      sx={{ '& .MuiListItemButton-root': { minHeight: 64 } }}
    />
  );
}
