import { HttpError } from '../../server/http/httpError';
import { resourceNamePhrase } from '../../server/http/resourceName';

// docs/api.md#lists-without-a-count: lists that grow without bound (orders, IRs) count nothing; a page
// is fetched with one row past it, and paging stops at a depth.

/**
 * The list's `Content-Range` from a page fetched with one row past it. That extra row means more
 * follow, so the total is unknown: `*`, which RFC 9110 allows for an unknown complete length. A
 * page that ends short has reached the end, so its total is exact. An empty page past the end
 * cannot tell how far back the end was: `*` again.
 * @example partialContentRange('orders', 0, 25, 26) // 'orders 0-24/*'
 */
export function partialContentRange(
  name: string,
  start: number,
  limit: number,
  fetched: number,
): string {
  const shown = Math.min(fetched, limit);
  const last = start + Math.max(shown - 1, 0);
  const total = fetched > limit || (fetched === 0 && start > 0) ? '*' : String(start + fetched);
  return `${name} ${start}-${last}/${total}`;
}

/**
 * 400 for a range starting at `depth` or later: the list pages through the newest `depth` matching
 * rows, so its deepest page walks `depth` index entries whatever the table holds.
 * @example checkPageDepth(range.start, LIST_PAGE_DEPTH, { name: 'orders' })
 */
export function checkPageDepth(start: number, depth: number, definition: { name: string }): void {
  if (start >= depth) {
    throw new HttpError(
      400,
      {
        key: 'errors.lists.tooDeep',
        params: { depth, many: resourceNamePhrase(definition, 'many') },
      },
      { range: { key: 'errors.lists.startBelow', params: { depth } } },
    );
  }
}
