import { asc, eq } from 'drizzle-orm';
import { clients } from '../../../features/clients/table';
import { crateLines, crates } from '../../../features/crates/table';
import { volumetricWeightKg } from '../../../features/crates/volumetricWeight';
import { orderLines, orders } from '../../../features/orders/table';
import { shipments } from '../../../features/shipments/table';
import { pdfClient } from '../../../features/orders/server/public';
import type { Db } from '../database';
import type { DemoCalendar } from './demoCalendar';

// docs/settings.md#demo-data: the shipped demo order's trophies went in one crate, flown by the
// client's freight agent (docs/crates-and-shipments.md).

const DEMO_AGENT = 'Cape Freight Services';
const SIZE = { lengthCm: 120, widthCm: 80, heightCm: 60 };

/** Adds the demo shipment and crate; after the orders and their line stages, in their transaction. */
export async function seedDemoCrates(db: Db, calendar: DemoCalendar): Promise<void> {
  const [order] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      phId: orders.phId,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .where(eq(orders.status, 'shipped'))
    .orderBy(asc(orders.number))
    .limit(1);
  if (!order) return;
  const addressed = await pdfClient(db, order.clientId);
  await db.update(clients).set({ freightAgent: DEMO_AGENT }).where(eq(clients.id, order.clientId));
  const [shipment] = await db
    .insert(shipments)
    .values({
      freightAgent: DEMO_AGENT,
      // The demo's outbox receives the pack (docs/crates-and-shipments.md#the-freight-agents-pack).
      freightAgentEmail: 'cargo@capefreight.example.com',
      airline: 'South African Airways',
      airWaybill: '083-12345675',
      handedOverOn: calendar.day('2026-10-12'),
      shippedOn: calendar.day('2026-10-14'),
    })
    .returning({ id: shipments.id });
  const [crate] = await db
    .insert(crates)
    .values({
      clientId: order.clientId,
      consigneeName: addressed?.clientName ?? '',
      consigneeAddress: addressed?.clientAddress.join('\n') ?? '',
      ...SIZE,
      actualWeightKg: 48.5,
      volumetricWeightKg: volumetricWeightKg(SIZE),
      currency: order.currency,
      declaredValueMinor: order.totalMinor,
      insuredValueMinor: order.totalMinor,
      shipmentId: shipment!.id,
      phIds: order.phId ? [order.phId] : [],
    })
    .returning({ id: crates.id });
  const lines = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  if (lines.length)
    await db
      .insert(crateLines)
      .values(lines.map((line) => ({ crateId: crate!.id, orderLineId: line.id })));
}
