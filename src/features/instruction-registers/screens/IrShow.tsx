import { useRecordContext } from 'react-admin';
import { instructionRegisters, type InstructionRegister } from '../definition';
import { mayAttachIrDocuments } from '../../../shared/irWorkflow';
import { EngineShow } from '../../../engine/screens/EngineShow';
import { fieldLabel } from '../../../engine/screens/fieldLabel';
import { IrLinePhotos } from './IrLinePhotos';
import { IrDocuments } from './IrDocuments';
import { IrMessages } from './IrMessages';
import { useIrActor } from './useIrActor';

/** The documents of the IR shown, and its messages for staff, in its record's context. */
function IrShowDocuments() {
  const ir = useRecordContext<InstructionRegister>();
  const actor = useIrActor(ir);
  if (!ir) return null;
  return (
    <>
      <IrDocuments irId={ir.id} canAttach={mayAttachIrDocuments(actor)} />
      <IrMessages />
    </>
  );
}

/**
 * `/instruction-registers/{id}/show`: the generated page of an IR for its readers (PH, client,
 * outfitter), its lines with their photos, with its documents (docs/instruction-registers.md#documents)
 * and, for staff, its messages (docs/messages.md).
 */
export const IrShow = () => (
  <EngineShow
    definition={instructionRegisters}
    aside={<IrShowDocuments />}
    rowColumns={{
      lines: <IrLinePhotos label={fieldLabel(instructionRegisters, 'lines.photoFileIds')} />,
    }}
  />
);
