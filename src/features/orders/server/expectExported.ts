import { formatOrderNumber } from '../orderStatuses';
import type { Order } from '../definition';
import { HttpError } from '../../../server/http/httpError';

/**
 * docs/tls-export.md#batches: an order staff started by hand stays waiting for export while it is
 * In production; it leaves production only once a batch has taken it, so it reaches TLS. 409 until then.
 * @example if (to === 'readyForExport') expectExported(order);
 */
export function expectExported(order: Pick<Order, 'number' | 'exportedToTlsAt'>): void {
  if (order.exportedToTlsAt !== null) return;
  throw new HttpError(409, {
    key: 'portal.workflow.refusals.exportBeforeReady',
    params: { number: formatOrderNumber(order.number) },
  });
}
