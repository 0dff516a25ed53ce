import { orders } from '../../../../resources/orders';

/**
 * The list's `Content-Range` from a page fetched with one row past it (partial pagination, README
 * "The list at scale"). That extra row means more follow, so the total is unknown: `*`, which RFC
 * 9110 allows for an unknown complete length. A page that ends short has reached the end, so its
 * total is exact. An empty page past the end cannot tell how far back the end was: `*` again.
 * @example orderContentRange(0, 25, 26) // 'orders 0-24/*'
 */
export function orderContentRange(start: number, limit: number, fetched: number): string {
  const shown = Math.min(fetched, limit);
  const last = start + Math.max(shown - 1, 0);
  const total = fetched > limit || (fetched === 0 && start > 0) ? '*' : String(start + fetched);
  return `${orders.name} ${start}-${last}/${total}`;
}
