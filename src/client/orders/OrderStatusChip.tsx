import Chip from '@mui/material/Chip';
import {
  ORDER_STATUS_LABELS,
  orderStatusChipColour,
  type OrderStatus,
} from '../../../resources/orders';

/** SPEC 4: 'Draft' is a grey chip, every other status the secondary colour. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip size="small" label={ORDER_STATUS_LABELS[status]} color={orderStatusChipColour(status)} />
  );
}
