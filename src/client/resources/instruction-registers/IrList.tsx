import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { formatIrNumber, IR_STATUS_LABELS } from '../../../../resources/irStatuses';
import { lazyComponent } from '../../screens/lazyScreen';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { EmptyList } from '../engine/EmptyList';

// What one kind of screen or one added filter needs loads with it: a desktop draws the table, a
// phone the cards, and the status filter shows once the user adds it (bench/bundle).
const IrStatusFilter = lazyComponent(() => import('./IrStatusFilter'), 'IrStatusFilter', null);
const IrCards = lazyComponent(() => import('./IrCards'), 'IrCards', null);

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <IrStatusFilter key="status" source="status" label="Status" />,
];

/** `/instruction-registers`: cards on a phone, a table on a desktop, newest first. */
export function IrList() {
  const phone = useSmallScreen();
  const { canAccess: canEdit = false } = useCanAccess({
    resource: 'instruction-registers',
    action: 'edit',
  });
  const { canAccess: canCreate = false } = useCanAccess({
    resource: 'instruction-registers',
    action: 'create',
  });
  const open = canEdit ? 'edit' : 'show';
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      empty={
        <EmptyList
          title="No instruction registers yet."
          createHint="Start one at the farm with New IR."
          waitHint="Instruction registers will show here once collectors record them."
          createLabel="New IR"
        />
      }
      actions={
        <TopToolbar>{canCreate ? <CreateButton label="New IR" size="large" /> : null}</TopToolbar>
      }
    >
      {phone ? (
        <IrCards open={open} />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false}>
          <FunctionField
            label="Number"
            sortBy="number"
            render={(ir: InstructionRegister) => formatIrNumber(ir.number)}
          />
          <FunctionField
            label="Status"
            render={(ir: InstructionRegister) => IR_STATUS_LABELS[ir.status]}
          />
          <TextField source="farmName" label="Farm" sortable={false} />
          <TextField source="hunterName" label="Hunter" sortable={false} />
          <TextField source="collectorName" label="Collector" sortable={false} />
          <DateField source="collectedAt" label="Collected" showTime />
        </Datagrid>
      )}
    </List>
  );
}
