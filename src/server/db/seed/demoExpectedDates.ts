import type { OrderStatus } from '../../../features/orders/orderStatuses';
import type { ExpectedDates } from '../../../features/orders/expectedDates';
import { isoDayAfter } from './demoCalendar';

// docs/order-workflow.md#expected-dates: the demo's accepted orders and those past them carry the
// days staff promised; the one in production had its days moved once, with the studio's reason,
// and the shipped one left before its promised shipping day (demoCalendar.ts tells which days).

const PROMISED: readonly OrderStatus[] = ['accepted', 'inProduction', 'readyForExport', 'shipped'];

const promise = (createdAt: Date, weeks: number): ExpectedDates => ({
  expectedReadyOn: isoDayAfter(createdAt, weeks * 7),
  expectedShippingOn: isoDayAfter(createdAt, (weeks + 6) * 7),
});

/**
 * The expected days a demo order of `status`, made on `createdAt`, was told, oldest first, each
 * with the studio's reason; none before it is accepted.
 * @example demoExpectedDates('inProduction', createdAt).at(-1)?.dates
 */
export function demoExpectedDates(
  status: OrderStatus,
  createdAt: Date,
): { dates: ExpectedDates; reason: string }[] {
  if (!PROMISED.includes(status)) return [];
  const first = { dates: promise(createdAt, status === 'shipped' ? 32 : 40), reason: '' };
  if (status !== 'inProduction') return [first];
  return [
    first,
    {
      dates: promise(createdAt, 46),
      reason: 'The leopard skin needs six more weeks at the tannery.',
    },
  ];
}
