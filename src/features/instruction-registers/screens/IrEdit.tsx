import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { mayAttachIrDocuments, mayEditIr } from '../../../shared/irWorkflow';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { RecordSkeleton } from '../../../client/common/skeletons/RecordSkeleton';
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

// docs/instruction-registers.md#documents: the documents section (and the upload it carries) is a
// chunk of its own, so the editor's code does not wait for it; it starts loading as soon as the
// editor's code has come, beside the IR's record, rather than once the record has come and rendered.
const loadDocuments = () => import('./IrDocuments');
void loadDocuments().catch(() => undefined);
const IrDocuments = lazyComponent(loadDocuments, 'IrDocuments', null);

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
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        transform={signatures.keepAll}
        // docs/screens.md#loading-skeletons: the register's header and lines while it comes.
        loading={<RecordSkeleton fields={4} lines={2} />}
      >
        <IrForm />
      </Edit>
    </DrawnSignaturesContext.Provider>
  );
}
