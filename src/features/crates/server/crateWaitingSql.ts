import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CrateWait } from '../crateWaiting';
import { crateLines, crates } from '../table';
import { shipments } from '../../shipments/table';
import { orderLines, orders } from '../../orders/table';
import { linkedClientIdsSql } from '../../clients/table';
import { balanceUnpaidSql, paperworkIncompleteSql } from '../../orders/server/public';

// docs/dashboards.md#crates-waiting: one condition over the `crates` row for the crates list's
// `waiting` filter and the dashboard's count alike, so a count and the list it opens agree.

/** Its shipment was handed over to the freight agent: a hand-over day of today or before. */
const handedOverSql = sql`exists (select 1 from ${shipments} where ${eq(shipments.id, crates.shipmentId)} and ${shipments.handedOverOn} <= (now() at time zone 'UTC')::date)`;

/** The crate holds a line of an order meeting `orderCondition`. */
const holdsOrderSql = (orderCondition: SQL) =>
  sql`exists (select 1 from ${crateLines} join ${orderLines} on ${eq(orderLines.id, crateLines.orderLineId)} join ${orders} on ${eq(orders.id, orderLines.orderId)} where ${and(eq(crateLines.crateId, crates.id), orderCondition)})`;

const WAITS_FOR: Record<CrateWait, () => SQL> = {
  payment: () => balanceUnpaidSql,
  paperwork: paperworkIncompleteSql,
};

/**
 * A crate not handed over yet that waits for `wait`: it holds a line of an order whose balance
 * is not all paid (payment), or whose export paperwork is incomplete today (paperwork).
 * @example db.select().from(crates).where(crateWaitingSql('payment'))
 */
export const crateWaitingSql = (wait: CrateWait): SQL =>
  sql`(not ${handedOverSql} and ${holdsOrderSql(WAITS_FOR[wait]())})`;

/** A crate of a client linked to this outfitter now, as the orders list's `linkedOutfitterId`. */
export const crateOfLinkedClientSql = (outfitterId: string): SQL =>
  sql`${crates.clientId} in (${linkedClientIdsSql(outfitterId)})`;

/** The crates list's condition filters (src/features/crates/server.ts), their values checked. */
export const crateFilterConditions = {
  waiting: ([wait]: string[]) => crateWaitingSql(wait as CrateWait),
  linkedOutfitterId: ([id]: string[]) => crateOfLinkedClientSql(id!),
};
