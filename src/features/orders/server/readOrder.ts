import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../definition';
import type { LineCrate } from '../../crates/lineCrate';
import type { Db } from '../../../server/db/database';
import { orderLines, orders, orderStatusChanges } from '../table';
import { storedTotals } from './storedTotals';
import { lineStepLists } from './lineSteps';
import { irLines } from '../../instruction-registers/table';
import { crateLines, crates } from '../../crates/table';
import { shipments } from '../../shipments/table';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A line's crate and shipment as the order answers them, from the joined rows. */
function lineCrate({
  crateNumber,
  shipment,
}: {
  crateNumber: number | null;
  shipment: typeof shipments.$inferSelect | null;
}): LineCrate | null {
  if (crateNumber === null) return null;
  return {
    crateNumber,
    shipment: shipment && {
      number: shipment.number,
      airline: shipment.airline,
      airWaybill: shipment.airWaybill,
      handedOverOn: shipment.handedOverOn,
      shippedOn: shipment.shippedOn,
    },
  };
}

/**
 * One order with its lines, stored totals and status history; undefined when there is none. The
 * history's internal notes only `withInternalNotes` (docs/messages.md#history). Access is the
 * caller's business (orderAccess.visibleOrder).
 * @example const order = await readOrder(app.db, id, { withInternalNotes: isStaffManager(user.roles) });
 */
export async function readOrder(
  db: Db,
  id: string,
  { withInternalNotes }: { withInternalNotes: boolean },
): Promise<Omit<Order, 'moves' | 'editable'> | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const lines = await db
    .select({
      line: orderLines,
      farmPhotoFileIds: irLines.photoFileIds,
      measurements: irLines.measurements,
      conditionNotes: irLines.conditionNotes,
      crateNumber: crates.number,
      shipment: shipments,
    })
    .from(orderLines)
    .leftJoin(irLines, eq(irLines.id, orderLines.irLineId))
    // docs/crates-and-shipments.md#on-the-order: a line is in one crate at most.
    .leftJoin(crateLines, eq(crateLines.orderLineId, orderLines.id))
    .leftJoin(crates, eq(crates.id, crateLines.crateId))
    .leftJoin(shipments, eq(shipments.id, crates.shipmentId))
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  const stepsOf = await lineStepLists(
    db,
    lines.map(({ line }) => line),
  );
  const history = await db
    .select()
    .from(orderStatusChanges)
    .where(
      and(
        eq(orderStatusChanges.orderId, id),
        withInternalNotes ? undefined : eq(orderStatusChanges.internal, false),
      ),
    )
    .orderBy(asc(orderStatusChanges.at));
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    outfitterId: row.outfitterId,
    phId: row.phId,
    irId: row.irId,
    pricelistId: row.pricelistId,
    currency: row.currency,
    discountBp: row.discountBp,
    vatRateBp: row.vatRateBp,
    depositBp: row.depositBp,
    landedCosts: row.landedCosts,
    lines: lines.map(({ line, farmPhotoFileIds, measurements, conditionNotes, ...packed }) => ({
      id: line.id,
      speciesId: line.speciesId,
      trophyTypeId: line.trophyTypeId,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      tagNumbers: line.tagNumbers,
      instruction: line.instruction,
      stage: line.stage,
      productionStepId: line.productionStepId,
      stageAt: line.stageAt.toISOString(),
      productionSteps: stepsOf(line),
      irLineId: line.irLineId,
      farm: farmPhotoFileIds
        ? {
            photoFileIds: farmPhotoFileIds,
            measurements: measurements!,
            conditionNotes: conditionNotes!,
          }
        : null,
      crate: lineCrate(packed),
    })),
    totals: storedTotals(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exportedToTlsAt: iso(row.exportedToTlsAt),
    expectedReadyOn: row.expectedReadyOn,
    expectedShippingOn: row.expectedShippingOn,
    history: history.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      note: change.note,
      byUserId: change.byUserId,
      byName: change.byName,
      at: change.at.toISOString(),
      expectedDates: change.expectedDates,
      messageId: change.messageId,
      internal: change.internal,
      lineMove: change.lineMove,
      payment: change.payment,
    })),
  };
}
