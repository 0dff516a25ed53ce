import type { OrderListRow } from '../../../../resources/orders';
import { formatMoney } from '../../../shared/money';

/** An order's total as the list shows it: "+ on request" while a line has no price yet. */
export const orderTotalText = (row: OrderListRow): string =>
  `${formatMoney(row.totalMinor, row.currency)}${row.hasPriceOnRequest ? ' + on request' : ''}`;
