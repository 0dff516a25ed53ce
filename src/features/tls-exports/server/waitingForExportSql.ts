import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import { WAITING_FOR_EXPORT_STATUSES } from '../tlsExports';
import { orders } from '../../orders/table';

/**
 * docs/tls-export.md#batches: an order waiting for export, over the `orders` table's row: never
 * exported, and Accepted or In production (started by hand). The waiting list, a batch's default
 * pick, the orders list's `awaitingExport` filter and the dashboard's backlog all mean this, and
 * `orders_tls_pending_idx` holds exactly these rows.
 * @example db.select().from(orders).where(waitingForExportSql())
 */
export const waitingForExportSql = (): SQL =>
  and(isNull(orders.exportedToTlsAt), inArray(orders.status, [...WAITING_FOR_EXPORT_STATUSES]))!;
