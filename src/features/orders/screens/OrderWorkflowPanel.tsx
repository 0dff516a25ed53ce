import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { StatusHistory } from '../../../client/common/StatusHistory';
import Typography from '@mui/material/Typography';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DOCUMENT_KIND_KEYS } from '../../documents/documentKinds';
import type { Order } from '../definition';
import { ORDER_STATUS_KEYS, type OrderStatus } from '../orderStatuses';
import { stagesFitting } from '../lineStages';
import { API_PREFIX } from '../../../shared/apiPaths';
import { missingNoteReason, orderMoveText } from '../../../shared/orderWorkflow';
import { usePortalServices } from '../../../client/session/auth/PortalServicesContext';
import { StatusChip } from '../../../client/common/StatusChip';
import { WorkflowMoves } from '../../../client/common/WorkflowMoves';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { OrderIrLink } from './OrderIrLink';
import { useHistoryLines } from './useHistoryLines';
import { PaperworkChecklist } from './PaperworkChecklist';
import { QuotePdfButton } from './QuotePdfButton';
import { InvoicePdfButton } from './InvoicePdfButton';
import { useOrderPaperwork } from './useOrderPaperwork';
import '../../../client/i18n/late/orders';

// Loaded on demand, with the payment form's inputs and schemas (docs/payments.md#on-the-order).
const OrderPayments = lazyComponent(
  () => import('../../payments/screens/public'),
  'OrderPayments',
  null,
);

// docs/payments.md#on-accepting: what to pay, in the accept dialog.
const AcceptPaymentDetail = lazyComponent(
  () => import('../../payments/screens/public'),
  'AcceptPaymentDetail',
  null,
);

// Staff's date inputs load only for staff: a reader of the order never downloads them.
const ExpectedDatesSection = lazyComponent(
  () => import('./ExpectedDatesSection'),
  'ExpectedDatesSection',
  null,
);
const LineStagesSection = lazyComponent(
  () => import('./LineStagesSection'),
  'LineStagesSection',
  null,
);

/**
 * The order's status, workflow buttons, PDF, expected dates and line stages (for staff), paperwork
 * and history (its totals are in the form). Beside the order's document, whose head shows the
 * status chip, the chip is not shown twice (`besideDocument`).
 * @example <Show aside={<OrderWorkflowPanel besideDocument />}>
 */
export function OrderWorkflowPanel({ besideDocument = false }: { besideDocument?: boolean }) {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  // The portal's one HTTP client: an expired access token is refreshed here too (docs/sessions.md#401-refresh).
  const { http } = usePortalServices();
  const paperwork = useOrderPaperwork(order);
  const history = useHistoryLines(order?.history ?? []);
  const { canAccess: setsDates } = useCanAccess({
    resource: 'orders',
    action: 'setExpectedDates',
  });
  const { canAccess: movesLines } = useCanAccess({ resource: 'orders', action: 'moveLines' });
  if (!order) return null;
  const move = async (to: OrderStatus, note: string) => {
    try {
      await http.post(`${API_PREFIX}/orders/${order.id}/transitions`, {
        to,
        note,
        version: order.version,
      });
    } catch (error) {
      notify((error as Error).message || 'portal.orders.workflow.notMoved', { type: 'error' });
      return false;
    }
    notify('portal.orders.workflow.movedTo', {
      type: 'success',
      messageArgs: { status: translate(ORDER_STATUS_KEYS[to]) },
    });
    refresh();
    return true;
  };
  // docs/paperwork.md#blocking: the checklist already knows what the server would refuse.
  const missing = paperwork?.missing ?? [];
  const blockedBy =
    missing.length > 0
      ? translate('portal.paperwork.missing', {
          kinds: missing.map((kind) => translate(DOCUMENT_KIND_KEYS[kind])).join(', '),
        })
      : undefined;
  const moves = order.moves.map((to) => ({
    to,
    text: orderMoveText(order.status, to),
    reasonRequired: missingNoteReason(order.status, to),
    blockedBy: to === 'readyForExport' ? blockedBy : undefined,
    detail: to === 'accepted' ? <AcceptPaymentDetail order={order} /> : undefined,
  }));
  return (
    <Box
      component="section"
      aria-label={translate('portal.orders.workflow.status')}
      sx={{ width: 320, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2">
          {translate('portal.orders.workflow.status')}
        </Typography>
        {!besideDocument && <StatusChip status={order.status} />}
      </Stack>
      {order.irId && <OrderIrLink irId={order.irId} />}
      <WorkflowMoves moves={moves} onMove={move} />
      <QuotePdfButton order={order} />
      <InvoicePdfButton order={order} />
      <OrderPayments order={order} />
      {setsDates && <ExpectedDatesSection order={order} />}
      {movesLines && stagesFitting(order.status).length > 0 && <LineStagesSection order={order} />}
      <PaperworkChecklist orderId={order.id} paperwork={paperwork ?? null} />
      <StatusHistory changes={history} labels={ORDER_STATUS_KEYS} headingComponent="h3" />
    </Box>
  );
}
