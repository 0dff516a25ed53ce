import Box from '@mui/material/Box';
import { StatusHistory } from '../../../client/common/StatusHistory';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { InstructionRegister } from '../definition';
import { IR_STATUS_KEYS, type IrStatus } from '../irStatuses';
import {
  availableIrTransitions,
  irMoveText,
  mayQuoteIr,
  type IrActor,
} from '../../../shared/irWorkflow';
import { WorkflowMoves } from '../../../client/common/WorkflowMoves';
import { routeOf } from '../../../engine/screens/dataProvider';
import { CreateQuote, IrQuoteLink } from './IrQuote';

/** The IR's status, its workflow buttons (the moves the server accepts), its quote and history. */
export function IrWorkflowPanel({ actor }: { actor: IrActor }) {
  const ir = useRecordContext<InstructionRegister>();
  const dataProvider = useDataProvider();
  const resource = routeOf('instruction-registers');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  if (!ir) return null;
  const state = {
    status: ir.status,
    lineCount: ir.lines.length,
    hunterSignatureFileId: ir.hunterSignatureFileId,
    collectorSignatureFileId: ir.collectorSignatureFileId,
  };
  const moves = availableIrTransitions(actor, state);
  const move = async (to: IrStatus, note: string) => {
    let moved: Partial<InstructionRegister>;
    try {
      // Through the data provider, so the offline layer carries moves like any other write
      // (docs/offline.md#workflow-moves).
      ({ data: moved } = await dataProvider.create<InstructionRegister>(
        `${resource}/${ir.id}/transitions`,
        { data: { to, note, version: ir.version } },
      ));
    } catch (error) {
      notify((error as Error).message || 'portal.instructionRegisters.workflow.notMoved', {
        type: 'error',
      });
      return false;
    }
    // The screen shows the IR as the answer left it: the server's record, or, for a move waiting
    // offline, the new status (the refetch below waits for the network and then replaces it).
    queryClient.setQueriesData<InstructionRegister>(
      { queryKey: [resource, 'getOne', { id: String(ir.id) }] },
      (cached) => cached && { ...cached, ...moved },
    );
    notify('portal.instructionRegisters.workflow.movedTo', {
      type: 'success',
      messageArgs: { status: translate(IR_STATUS_KEYS[to]) },
    });
    // A move changes the IR alone (docs/instruction-registers.md#moves-on-screen): its record and
    // lists are read again, not every query of the screen (farms, species, documents, profile...).
    void queryClient.invalidateQueries({ queryKey: [resource] });
    return true;
  };
  return (
    <Box
      component="section"
      aria-label={translate('portal.instructionRegisters.workflow.status')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}
    >
      <Typography variant="h6" component="h3">
        {translate('portal.instructionRegisters.workflow.statusIs', {
          status: translate(IR_STATUS_KEYS[ir.status]),
        })}
      </Typography>
      <WorkflowMoves
        size="large"
        moves={moves.map((to) => ({ to, text: irMoveText(ir.status, to) }))}
        onMove={move}
      />
      {ir.status === 'open' && moves.length === 0 && (
        <Typography variant="body2">
          {translate('portal.instructionRegisters.workflow.howToCollect')}
        </Typography>
      )}
      {mayQuoteIr(actor, ir.status) && !ir.orderId && <CreateQuote ir={ir} />}
      {ir.orderId && <IrQuoteLink orderId={ir.orderId} />}
      <StatusHistory
        changes={ir.history}
        labels={IR_STATUS_KEYS}
        headingVariant="subtitle1"
        headingComponent="h4"
      />
    </Box>
  );
}
