import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Edit, SimpleForm, useGetIdentity, useRecordContext } from 'react-admin';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { formatIrNumber } from '../../../../resources/irStatuses';
import { isStaffManager } from '../../../../resources/roles';
import { mayEditIr, type IrActor } from '../../../shared/irWorkflow';
import { useMyRoles } from '../orders/useMyRoles';
import { IrHeaderInputs } from './IrHeaderInputs';
import { IrLinesInput } from './IrLinesInput';
import { IrWorkflowPanel } from './IrWorkflowPanel';
import { SignatureInput } from './SignatureInput';

function IrForm() {
  const ir = useRecordContext<InstructionRegister>();
  const roles = useMyRoles();
  const { identity } = useGetIdentity();
  if (!ir) return null;
  const actor: IrActor = { roles, isCollector: identity?.id === ir.collectorId };
  const editable = mayEditIr(actor, ir.status);
  return (
    <>
      <Typography variant="h5" sx={{ px: 2, pt: 2 }}>
        {formatIrNumber(ir.number)}
      </Typography>
      <IrWorkflowPanel actor={actor} />
      <Divider />
      {/* The version loaded goes with the save: a stale one answers 409 (docs/api.md#versions). */}
      <SimpleForm
        sx={{ maxWidth: 600 }}
        disabled={!editable}
        toolbar={editable ? undefined : false}
      >
        <IrHeaderInputs />
        <IrLinesInput staff={isStaffManager(roles)} />
        <SignatureInput source="hunterSignatureFileId" label="Hunter's (or PH's) signature" />
        <SignatureInput source="collectorSignatureFileId" label="Collector's signature" />
      </SimpleForm>
    </>
  );
}

/** `/instruction-registers/{id}`: the collector's phone screen, one column, big buttons. */
export function IrEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <IrForm />
    </Edit>
  );
}
