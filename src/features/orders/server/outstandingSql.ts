import { inArray, sql, type SQL } from 'drizzle-orm';
import { OUTSTANDING_AGES, type OutstandingAge, type OutstandingKind } from '../outstanding';
import type { OrderStatus } from '../orderStatuses';
import { orders, orderStatusChanges } from '../table';
import { payments } from '../../payments/table';

// docs/dashboards.md#outstanding-money: what a client owes on an order and since when, over the
// `orders` row, for the orders list's filters and the dashboards' ageing alike, so a figure and
// the list it opens agree. The figures follow orderBalance (docs/payments.md#balances).

const paid = sql`coalesce((select sum(${payments.amountMinor}) from ${payments} where ${payments.orderId} = ${orders.id}), 0)`;

/** Where a balance is owed once the order is ready: Ready for export and on. */
const READY_OR_LATER: OrderStatus[] = ['readyForExport', 'shipped', 'completed'];
/** Where a balance may be owed: from acceptance on, cancelled and declined orders aside. */
const OWING: OrderStatus[] = ['accepted', 'inProduction', ...READY_OR_LATER];

/**
 * An order whose payments have not reached its total: its balance is not all paid, whatever its
 * status (docs/dashboards.md#crates-waiting counts the crates holding its lines).
 */
export const balanceUnpaidSql: SQL = sql`(${orders.totalMinor} > ${paid})`;

/** An Accepted order whose deposit is not all paid. */
export const depositOwedSql: SQL = sql`(${orders.status} = 'accepted' and ${orders.depositMinor} > ${paid})`;

/**
 * An order owing part of its total that was asked for: invoiced, or Ready for export or later; an
 * order still owing its deposit counts there instead.
 */
export const balanceOwedSql: SQL = sql`(${inArray(orders.status, OWING)} and ${orders.totalMinor} > ${paid} and not ${depositOwedSql} and (${orders.invoiceNumber} is not null or ${inArray(orders.status, READY_OR_LATER)}))`;

/** Which is owed: 'deposit', 'balance', or null when nothing is. */
export const outstandingKindSql = sql<OutstandingKind | null>`(case when ${depositOwedSql} then 'deposit' when ${balanceOwedSql} then 'balance' end)`;

/** What is owed, in the order's minor units (0 when nothing is). */
export const outstandingDueSql = sql<string>`(case when ${depositOwedSql} then ${orders.depositMinor} - ${paid} when ${balanceOwedSql} then ${orders.totalMinor} - ${paid} else 0 end)`;

// When it was asked for: a deposit at the last acceptance, a balance at the invoice or the first
// move to Ready for export, whichever came first; an order written straight into its status (no
// history row, as bulk loads do) from its creation.
const movedTo = (status: OrderStatus, pick: 'max' | 'min') =>
  sql`(select ${sql.raw(pick)}(${orderStatusChanges.at}) from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id} and ${orderStatusChanges.toStatus} = ${status} and ${orderStatusChanges.fromStatus} is distinct from ${status})`;
const since = sql`(case when ${depositOwedSql} then coalesce(${movedTo('accepted', 'max')}, ${orders.createdAt}) when ${balanceOwedSql} then coalesce(least(${orders.invoicedAt}, ${movedTo('readyForExport', 'min')}), ${orders.createdAt}) end)`;
const days = sql`((now() at time zone 'UTC')::date - (${since} at time zone 'UTC')::date)`;

/** The age band of what is owed (OUTSTANDING_AGES), null when nothing is. */
export const outstandingAgeSql = sql<OutstandingAge | null>`(case when ${days} is null then null ${sql.join(
  Object.entries(OUTSTANDING_AGES).map(([age, { to }]) =>
    to === null ? sql`else ${age}` : sql`when ${days} <= ${sql.raw(String(to))} then ${age}`,
  ),
  sql` `,
)} end)`;

/** The orders list's filters (src/features/orders/server/orderList.ts). */
export const outstandingFilters = {
  outstanding: ([kind]: unknown[]) => (kind === 'deposit' ? depositOwedSql : balanceOwedSql),
  outstandingAge: ([age]: unknown[]) => sql`${outstandingAgeSql} = ${String(age)}`,
};
