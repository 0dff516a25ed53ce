import type { OrderListFilter } from '../../orders/definition';
import { paths } from '../../../shared/paths';

/**
 * The orders list (the home page) filtered to what a dashboard number counts: react-admin reads
 * its list parameters from the URL (docs/dashboards.md#click-through).
 * @example <Link to={ordersListPath({ status: 'quoted' })}>3</Link>
 */
export function ordersListPath(filter: OrderListFilter): string {
  const shown = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(shown),
    sort: 'createdAt',
    order: 'DESC',
    page: '1',
    perPage: '25',
  });
  return `${paths.home}?${query}`;
}
