import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { clients, clientSortNameSql } from '../../clients/table';
import { orders, outfitterOrders } from '../table';

// docs/orders-list.md#sorting: the sorts people use, and `id` (react-admin's and the simple-rest
// convention's default, a stable order for a generic client), each served by an index read in either
// direction. DESC reverses every key of ASC, so one index serves both; the keys after the first
// break ties (newest first within a status, a total or a client when ascending).

export const orderSortFieldSchema = z.enum(
  ['createdAt', 'number', 'clientName', 'status', 'totalMinor', 'id'],
  'errors.lists.orderSortFields',
);
export type OrderSortField = z.infer<typeof orderSortFieldSchema>;

export interface OrderSort {
  field: OrderSortField;
  order: 'ASC' | 'DESC';
}

export const NEWEST_FIRST: OrderSort = { field: 'createdAt', order: 'DESC' };

/** One sort key: its expression, and whether it ascends when the sort is ascending. */
interface SortKey {
  value: SQL;
  ascending: boolean;
}

const up = (value: SQL): SortKey => ({ value, ascending: true });
const down = (value: SQL): SortKey => ({ value, ascending: false });

/** The columns the keys of every sort but the client's name read: an order's own, or its copies. */
interface SortColumns {
  createdAt: SQL;
  id: SQL;
  number: SQL;
  status: SQL;
  totalMinor: SQL;
}

function keysOver(columns: SortColumns) {
  const newestFirst = [down(columns.createdAt), down(columns.id)];
  return {
    createdAt: [up(columns.createdAt), up(columns.id)],
    number: [up(columns.number)],
    id: [up(columns.id)],
    status: [up(columns.status), ...newestFirst],
    totalMinor: [up(columns.totalMinor), ...newestFirst],
  } satisfies Partial<Record<OrderSortField, SortKey[]>>;
}

const ORDER_KEYS = keysOver({
  createdAt: sql`${orders.createdAt}`,
  id: sql`${orders.id}`,
  number: sql`${orders.number}`,
  status: sql`${orders.status}`,
  totalMinor: sql`${orders.totalMinor}`,
});

const KEYS: Record<OrderSortField, SortKey[]> = {
  ...ORDER_KEYS,
  // Sorted on a join with clients: the planner walks clients_name_sort_idx and each client's
  // orders on orders_client_created_idx, and stops after a page.
  clientName: [
    up(clientSortNameSql),
    up(sql`${orders.clientId}`),
    ...ORDER_KEYS.createdAt.map((key) => down(key.value)),
  ],
};

// docs/orders-list.md#the-outfitter-index: the same keys over outfitter_orders' copies, in the same
// directions, so orderBySql serves both.
const OUTFITTER_KEYS: Partial<Record<OrderSortField, SortKey[]>> = keysOver({
  createdAt: sql`${outfitterOrders.createdAt}`,
  id: sql`${outfitterOrders.orderId}`,
  number: sql`${outfitterOrders.number}`,
  status: sql`${outfitterOrders.status}`,
  totalMinor: sql`${outfitterOrders.totalMinor}`,
});

/** The sort's keys over outfitter_orders, when that table copies them (all but the client's name). */
export const outfitterSortValues = (sort: OrderSort): SQL[] | undefined =>
  OUTFITTER_KEYS[sort.field]?.map((key) => key.value);

/** The sort's key expressions over `orders` (and `clients` for clientName), in order. */
export const sortValues = (sort: OrderSort): SQL[] => KEYS[sort.field].map((key) => key.value);

/** `from orders`, joined to its client when the sort is by the client's name. */
export const fromOrders = (sort: OrderSort) =>
  sort.field === 'clientName'
    ? sql`${orders} join ${clients} on ${clients.id} = ${orders.clientId}`
    : sql`${orders}`;

/** A select's list of the sort's keys, named k0, k1, ... for the outer queries to order by. */
export const keyColumns = (values: SQL[]) =>
  sql.join(
    values.map((value, index) => sql`${value} as ${sql.raw(`k${index}`)}`),
    sql`, `,
  );

/** The columns k0, k1, ... of the subquery `table`, which hold the sort's keys. */
export const keyNames = (sort: OrderSort, table: string) =>
  sortValues(sort).map((_, index) => sql.raw(`${table}.k${index}`));

/**
 * `order by` over columns holding the sort's keys: `names[i]` holds key i.
 * @example orderBySql(sort, ['page.k0', 'page.k1'])
 */
export function orderBySql(sort: OrderSort, names: SQL[]): SQL {
  const parts = KEYS[sort.field].map((key, index) => {
    const ascending = key.ascending === (sort.order === 'ASC');
    return sql`${names[index]} ${sql.raw(ascending ? 'asc' : 'desc')}`;
  });
  return sql`order by ${sql.join(parts, sql`, `)}`;
}
