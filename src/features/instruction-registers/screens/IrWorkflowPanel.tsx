import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { StatusHistory } from '../../../client/common/StatusHistory';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Link,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { InstructionRegister } from '../definition';
import { IR_STATUS_KEYS, type IrStatus } from '../irStatuses';
import {
  availableIrTransitions,
  irMoveText,
  mayQuoteIr,
  type IrActor,
} from '../../../shared/irWorkflow';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import { WorkflowMoves } from '../../../client/common/WorkflowMoves';
import { routeOf } from '../../../engine/screens/dataProvider';

/** The quote from a Received IR, with a pricelist picker (docs/instruction-registers.md#from-register-to-quote). */
function CreateQuote({ ir }: { ir: InstructionRegister }) {
  // Staff's call at the studio, online: its answer `{ orderId }` is no record for the data provider.
  const { http } = usePortalServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { data: pricelists = [] } = useGetList(routeOf('pricelists'), {
    filter: { active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [pricelistId, setPricelistId] = useState('');
  const quote = async () => {
    try {
      await http.post(`${API_PREFIX}/instruction-registers/${ir.id}/quote`, { pricelistId });
      notify('portal.instructionRegisters.workflow.quoteMade', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'portal.instructionRegisters.workflow.noQuote', {
        type: 'error',
      });
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        select
        label={translate('portal.instructionRegisters.workflow.pricelist')}
        value={pricelistId}
        onChange={(e) => setPricelistId(e.target.value)}
      >
        {pricelists.map((pricelist) => (
          <MenuItem key={pricelist.id} value={pricelist.id}>
            {pricelist.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="large" variant="contained" disabled={!pricelistId} onClick={() => void quote()}>
        {translate('portal.instructionRegisters.workflow.createQuote')}
      </Button>
    </Stack>
  );
}

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
      {ir.orderId && (
        <Typography>
          {translate('portal.instructionRegisters.workflow.quote')}{' '}
          <Link to={`/orders/${ir.orderId}`}>
            {translate('portal.instructionRegisters.workflow.openQuote')}
          </Link>
        </Typography>
      )}
      <StatusHistory
        changes={ir.history}
        labels={IR_STATUS_KEYS}
        headingVariant="subtitle1"
        headingComponent="h4"
      />
    </Box>
  );
}
