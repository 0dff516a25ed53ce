import { gte, inArray, lt, sql } from 'drizzle-orm';
import { clients, clientSortNameSql, linkedClientIdsSql } from '../../clients/table';
import { waitingForExportSql } from '../../tls-exports/server/public';
import { unreadMessagesOf } from '../../messages/server/public';
import type { SortTie } from '../../../engine/server/listTypes';
import type { ResourceStore } from '../../../engine/server/resourceStore';
import type { OrderStatus } from '../orderStatuses';
import { orders, outfitterOrders } from '../table';
import { clientNameSql, userNameSql } from './orderNames';
import { orderSearch } from './orderSearch';
import { paperworkIncompleteSql } from './paperworkBlockedSql';
import { outstandingFilters } from './outstandingSql';

// docs/orders-list.md: how the engine's list reads orders. Every scope, filter and sort lands on an
// index read in the sort's order (docs/orders-list.md#indexes).

/**
 * The instant a UTC day starts, `days` after the given ISO date: days are UTC whatever the
 * session's time zone, as the dashboards' rollups count them (docs/dashboards.md#rollups).
 */
const utcDayStart = (day: string | undefined, days: number) =>
  sql`((${day}::date + ${sql.raw(String(days))})::timestamp at time zone 'UTC')`;

// docs/orders-list.md#sorting: within a status or a total, newest first whichever way the sort runs.
const NEWEST_FIRST: SortTie[] = [
  { field: 'createdAt', reversed: true },
  { field: 'id', reversed: true },
];

type ListOptions = Pick<
  ResourceStore,
  'computed' | 'sortBy' | 'sortTies' | 'filterConditions' | 'listIndex' | 'search' | 'readerFields'
>;

/**
 * The orders list on the engine: its rows' names, sorts, filters, outfitter index, search and the
 * reader's unread messages.
 */
export const orderListOptions: ListOptions = {
  computed: {
    clientName: sql`coalesce(${clientNameSql(orders.clientId)}, '')`,
    outfitterName: sql`case when ${orders.outfitterId} is null then null else coalesce(${userNameSql(orders.outfitterId)}, '') end`,
  },
  sortBy: {
    // The planner walks clients_name_sort_idx and each client's orders on
    // orders_client_created_idx, and stops after a page.
    clientName: {
      by: clientSortNameSql,
      join: sql`join ${clients} on ${clients.id} = ${orders.clientId}`,
    },
  },
  sortTies: {
    number: [],
    status: NEWEST_FIRST,
    totalMinor: NEWEST_FIRST,
    clientName: [{ field: 'clientId' }, ...NEWEST_FIRST],
  },
  filterConditions: {
    createdFrom: ([day]) => gte(orders.createdAt, utcDayStart(day, 0)),
    createdTo: ([day]) => lt(orders.createdAt, utcDayStart(day, 1)),
    statusIn: (statuses) => inArray(orders.status, statuses as OrderStatus[]),
    linkedOutfitterId: ([id]) => sql`${orders.clientId} in (${linkedClientIdsSql(id!)})`,
    awaitingExport: () => waitingForExportSql(),
    paperworkIncomplete: () => paperworkIncompleteSql(),
    ...outstandingFilters,
  },
  // docs/orders-list.md#the-outfitter-index: an outfitter's page read from outfitter_orders,
  // which copies what the list filters by status or dates and sorts by, all but the client's name.
  listIndex: {
    table: outfitterOrders,
    role: 'huntingOutfitter',
    user: outfitterOrders.outfitterId,
    columns: {
      id: outfitterOrders.orderId,
      createdAt: outfitterOrders.createdAt,
      number: outfitterOrders.number,
      status: outfitterOrders.status,
      totalMinor: outfitterOrders.totalMinor,
    },
    conditions: {
      createdFrom: ([day]) => gte(outfitterOrders.createdAt, utcDayStart(day, 0)),
      createdTo: ([day]) => lt(outfitterOrders.createdAt, utcDayStart(day, 1)),
    },
  },
  search: orderSearch,
  // docs/messages.md#unread: counted for the page's orders only, in the page's statement.
  readerFields: { unreadMessages: unreadMessagesOf(orders.id) },
};
