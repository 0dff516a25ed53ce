import { FunctionField, type FunctionFieldProps } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { IrStatusChip } from './IrStatusChip';
import { useIrNumberText } from './useIrNumberText';

type ColumnProps = Omit<FunctionFieldProps<InstructionRegister>, 'render'>;

function IrNumberText({ ir }: { ir: InstructionRegister }) {
  return useIrNumberText()(ir.number);
}

// Elements, not components: a Datagrid reads its header (label, sortBy) from its children's props.

/**
 * The IR number column (IR-000123) of an IR table: the IR list's and a farm's.
 * @example <Datagrid>{irNumberColumn({ sortBy: 'number' })}</Datagrid>
 */
export const irNumberColumn = (props: ColumnProps = {}) => (
  <FunctionField<InstructionRegister>
    label="portal.instructionRegisters.list.number"
    render={(ir) => <IrNumberText ir={ir} />}
    {...props}
  />
);

/**
 * The IR status column, a chip in the user's language, of an IR table.
 * @example <Datagrid>{irStatusColumn()}</Datagrid>
 */
export const irStatusColumn = (props: ColumnProps = {}) => (
  <FunctionField<InstructionRegister>
    label="portal.instructionRegisters.list.status"
    render={(ir) => <IrStatusChip status={ir.status} />}
    {...props}
  />
);
