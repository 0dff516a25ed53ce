import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { mayAttachIrDocuments, mayEditIr } from '../../../shared/irWorkflow';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import {
  DrawnSignaturesContext,
  useDrawnSignatures,
  useDrawnSignaturesContext,
} from './drawnSignatures';
import { IrHeaderInputs } from './IrHeaderInputs';
import { IrLinesInput } from './IrLinesInput';
import { IrMessages } from './IrMessages';
import { IrWorkflowPanel } from './IrWorkflowPanel';
import { SignatureInput } from './SignatureInput';
import { useIrActor } from './useIrActor';
import { useIrNumberText } from './useIrNumberText';

// docs/instruction-registers.md#documents: the documents section (and the upload it carries) loads
// after the editor, so the editor shows as soon as before.
const IrDocuments = lazyComponent(() => import('./IrDocuments'), 'IrDocuments', null);

// A signature drawn and not kept yet is a change to save, though no field changed yet.
function IrToolbar() {
  const drawing = useDrawnSignaturesContext()?.drawing ?? false;
  return (
    <Toolbar>
      <SaveButton alwaysEnable={drawing || undefined} />
    </Toolbar>
  );
}

function IrForm() {
  const ir = useRecordContext<InstructionRegister>();
  const actor = useIrActor(ir);
  const irNumber = useIrNumberText();
  if (!ir) return null;
  const editable = mayEditIr(actor, ir.status);
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ px: 2, pt: 2 }}>
        {irNumber(ir.number)}
      </Typography>
      <IrWorkflowPanel actor={actor} />
      <Divider />
      {/* The version loaded goes with the save: a stale one answers 409 (docs/api.md#versions). */}
      <SimpleForm
        sx={{ maxWidth: 600 }}
        disabled={!editable}
        toolbar={editable ? <IrToolbar /> : false}
      >
        <IrHeaderInputs />
        <IrLinesInput staff={isStaffManager(actor.roles)} />
        <SignatureInput
          source="hunterSignatureFileId"
          label="portal.instructionRegisters.signature.hunter"
        />
        <SignatureInput
          source="collectorSignatureFileId"
          label="portal.instructionRegisters.signature.collector"
        />
      </SimpleForm>
      <Divider />
      {/* Below md react-admin fixes the form's toolbar to the foot of the screen: room for it, so
          the documents' last button can scroll out from under it on a phone. */}
      <Box sx={editable ? { pb: { xs: 10, md: 0 } } : undefined}>
        <IrDocuments irId={ir.id} canAttach={mayAttachIrDocuments(actor)} />
        <IrMessages />
      </Box>
    </>
  );
}

/** `/instruction-registers/{id}`: the collector's phone screen, one column, big buttons. */
export function IrEdit() {
  const signatures = useDrawnSignatures();
  return (
    <DrawnSignaturesContext.Provider value={signatures}>
      <Edit mutationMode="pessimistic" redirect={false} transform={signatures.keepAll}>
        <IrForm />
      </Edit>
    </DrawnSignaturesContext.Provider>
  );
}
