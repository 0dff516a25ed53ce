import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ORDER_STATUS_KEYS,
  orderStatusChipColour,
  type OrderStatus,
} from '../../features/orders/orderStatuses';

/** The one chip for every order and quote status: its label, in the colour docs/order-workflow.md#status-chip gives it. */
export function StatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      label={translate(ORDER_STATUS_KEYS[status])}
      size="small"
      color={orderStatusChipColour(status)}
      data-status={status}
    />
  );
}
