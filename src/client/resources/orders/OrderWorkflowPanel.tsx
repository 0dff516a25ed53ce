import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { StatusHistory } from '../../common/StatusHistory';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Order } from '../../../../resources/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../resources/orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { usePortalServices } from '../../auth/PortalServicesContext';
import { StatusChip } from '../../common/StatusChip';
import { OrderIrLink } from './OrderIrLink';
import { PaperworkChecklist } from './PaperworkChecklist';

const moveLabel = (to: OrderStatus) =>
  ({
    submitted: 'Submit',
    quoted: 'Quote',
    accepted: 'Accept',
    declined: 'Decline',
    cancelled: 'Cancel',
  })[to as string] ?? ORDER_STATUS_LABELS[to];

/** The order's status, workflow buttons, PDF, paperwork and history (its totals are in the form). */
export function OrderWorkflowPanel() {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  // The portal's one HTTP client: an expired access token is refreshed here too (docs/sessions.md#401-refresh).
  const { http } = usePortalServices();
  const [note, setNote] = useState('');
  if (!order) return null;
  const move = async (to: OrderStatus) => {
    try {
      await http.post(`${API_PREFIX}/orders/${order.id}/transitions`, {
        to,
        note,
        version: order.version,
      });
    } catch (error) {
      return notify((error as Error).message || 'The order was not moved', { type: 'error' });
    }
    setNote('');
    notify(`The order is now ${ORDER_STATUS_LABELS[to]}`, { type: 'success' });
    refresh();
  };
  return (
    <Box
      component="section"
      aria-label="Status"
      sx={{ width: 320, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6">Status</Typography>
        <StatusChip status={order.status} />
      </Stack>
      {order.irId && <OrderIrLink irId={order.irId} />}
      {order.moves.length > 0 && (
        <Stack spacing={1}>
          <TextField
            size="small"
            label="Note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {order.moves.map((to) => (
            <Button key={to} variant="contained" onClick={() => void move(to)}>
              {moveLabel(to)}
            </Button>
          ))}
        </Stack>
      )}
      <Button href={`${API_PREFIX}/orders/${order.id}/quote.pdf`} target="_blank" rel="noopener">
        Quote PDF
      </Button>
      <PaperworkChecklist order={order} />
      <StatusHistory changes={order.history} labels={ORDER_STATUS_LABELS} />
    </Box>
  );
}
