import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { choicesOf } from '../../../../resources/engine/fieldInput';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { formatIrNumber, IR_STATUS_LABELS } from '../../../../resources/irStatuses';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { EmptyList } from '../engine/EmptyList';

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={choicesOf(IR_STATUS_LABELS)} />,
];

const title = (ir: InstructionRegister) =>
  `${formatIrNumber(ir.number)} · ${IR_STATUS_LABELS[ir.status]}`;
const who = (ir: InstructionRegister) =>
  [ir.farmName, ir.hunterName].filter(Boolean).join(' · ') || 'No farm or hunter yet';

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
        <SimpleList<InstructionRegister>
          primaryText={title}
          secondaryText={who}
          tertiaryText={(ir) => (ir.collectedAt ?? ir.createdAt).slice(0, 10)}
          linkType={open}
          sx={{ '& .MuiListItemButton-root': { minHeight: 64 } }}
        />
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
