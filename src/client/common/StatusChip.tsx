import { Chip } from '@mui/material';
import {
  ORDER_STATUS_LABELS,
  orderStatusChipColour,
  type OrderStatus,
} from '../../../resources/orderStatuses';

/** The one chip for every order and quote status: its label, in the colour docs/order-workflow.md#status-chip gives it. */
export function StatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      label={ORDER_STATUS_LABELS[status]}
      size="small"
      color={orderStatusChipColour(status)}
      data-status={status}
    />
  );
}
