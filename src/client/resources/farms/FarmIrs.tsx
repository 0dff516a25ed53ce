import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { formatIrNumber, IR_STATUS_LABELS } from '../../../../resources/irStatuses';

/**
 * docs/instruction-registers.md#farms: the IRs with this farm, newest first, each opening its IR;
 * through the IR list's `farmId` filter, so each reader sees only the IRs their role may list.
 */
export function FarmIrs() {
  const { canAccess: canEdit = false } = useCanAccess({
    resource: 'instruction-registers',
    action: 'edit',
  });
  const farm = useRecordContext();
  // A farm that did not load shows its not-found screen alone (docs/guards.md#records-not-found).
  if (!farm) return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 420 } }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Instruction registers
        </Typography>
        <ReferenceManyField
          reference="instruction-registers"
          target="farmId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[]} />}
          empty={<Typography>No IR from this farm yet.</Typography>}
        >
          <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
            <FunctionField
              label="Number"
              render={(ir: InstructionRegister) => formatIrNumber(ir.number)}
            />
            <FunctionField
              label="Status"
              render={(ir: InstructionRegister) => IR_STATUS_LABELS[ir.status]}
            />
            <TextField source="hunterName" label="Hunter" sortable={false} />
            <DateField source="collectedAt" label="Collected" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
