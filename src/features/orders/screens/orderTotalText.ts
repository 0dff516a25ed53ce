import type { TranslateFunction } from 'react-admin';
import type { OrderListRow } from '../definition';
import { formatMoney } from '../../../shared/money';
import '../../../client/i18n/late/orders';

/** An order's total as the list shows it, in `locale`: "+ on request" while a line has no price yet. */
export function orderTotalText(
  row: OrderListRow,
  translate: TranslateFunction,
  locale: string,
): string {
  const total = formatMoney(row.totalMinor, row.currency, locale);
  return row.hasPriceOnRequest ? translate('portal.orders.list.totalOnRequest', { total }) : total;
}
