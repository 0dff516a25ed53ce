import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import { ORDER_TRANSITIONS } from '../../../shared/orderWorkflow';
import { orderTotals } from '../../../shared/orderTotals';
import type { Db } from '../database';
import { userNameNow } from '../personName';
import type { DemoCalendar } from './demoCalendar';
import { demoExpectedDates } from './demoExpectedDates';
import { clients } from '../../../features/clients/table';
import { orderLines, orders, orderStatusChanges } from '../../../features/orders/table';
import { pricelistItems } from '../../../features/pricelists/table';
import { species } from '../../../features/species/table';
import { users } from '../../../features/users/table';

// docs/settings.md#demo-data: orders in several statuses, each with the history that led there, for the
// demo client and the clients linked to the demo outfitter; the demo PH is on some of them.

const DEMO_ORDER_STATUSES: OrderStatus[] = [
  'draft',
  'submitted',
  'quoted',
  'accepted',
  'inProduction',
  'shipped',
  'declined',
  'cancelled',
  // With the one above, three Accepted orders waiting for export to TLS (docs/tls-export.md#batches).
  'accepted',
  'accepted',
];

/** The workflow's path from draft to `status`, as [from, to] moves (first matching move wins). */
function pathTo(status: OrderStatus): [OrderStatus, OrderStatus][] {
  const order: OrderStatus[] = ['draft', 'submitted', 'quoted', 'accepted', 'inProduction'];
  const chain = order.includes(status) ? order.slice(0, order.indexOf(status) + 1) : [];
  if (status === 'shipped') chain.push(...order, 'readyForExport', 'shipped');
  if (status === 'declined') chain.push('draft', 'submitted', 'quoted', 'declined');
  if (status === 'cancelled') chain.push('draft', 'submitted', 'cancelled');
  const moves = chain.slice(1).map((to, index): [OrderStatus, OrderStatus] => [chain[index]!, to]);
  return moves.filter(([from, to]) =>
    ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to),
  );
}

/** Adds the demo orders; the caller runs it in one transaction, after the catalogue. */
export async function seedDemoOrders(db: Db, calendar: DemoCalendar): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['liaison@example.com', 'outfitter@example.com', 'ph@example.com']),
    );
  const idOf = (email: string) => people.find((one) => one.email === email)?.id ?? null;
  const liaison = idOf('liaison@example.com');
  const items = await db.select().from(pricelistItems).orderBy(pricelistItems.position);
  const demoClients = await db.select({ id: clients.id }).from(clients).orderBy(clients.email);
  if (!liaison || items.length < 3 || demoClients.length === 0) return;
  const liaisonName = await userNameNow(db, liaison);
  const [leopardSpecies] = await db
    .select({ id: species.id })
    .from(species)
    .where(eq(species.commonName, 'Leopard'));
  const leopard = items.find(
    (item) => item.speciesId === leopardSpecies?.id && item.priceMinor !== null,
  );
  for (const [index, status] of DEMO_ORDER_STATUSES.entries()) {
    const priced = items.filter((item) => item.priceMinor !== null);
    const picked = [priced[index % priced.length]!, priced[(index + 3) % priced.length]!];
    // A leopard (CITES I, TOPS) on the order in production: its export needs permits, and the
    // demo documents leave one out (demoDocuments.ts).
    if (status === 'inProduction' && leopard) picked.push(leopard);
    const lines = picked.map((item, position) => ({
      speciesId: item.speciesId,
      trophyTypeId: item.trophyTypeId,
      quantity: 1 + (position % 2),
      unitPriceMinor: item.priceMinor,
      tagNumbers: [`ZA-${2026_000 + index * 10 + position}`],
      instruction: position === 0 ? 'Mount facing left' : '',
      position,
    }));
    const terms = { discountBp: index % 3 === 0 ? 500 : 0, vatRateBp: 1500, depositBp: 5000 };
    const createdAt = calendar.at(2026, 0, 10 + index * 5);
    const promised = demoExpectedDates(status, createdAt);
    const dates = promised.at(-1)?.dates;
    const [order] = await db
      .insert(orders)
      .values({
        status,
        clientId: demoClients[index % demoClients.length]!.id,
        outfitterId: idOf('outfitter@example.com'),
        phId: index % 2 ? idOf('ph@example.com') : null,
        pricelistId: items[0]!.pricelistId,
        currency: 'ZAR',
        ...terms,
        ...orderTotals({ lines, ...terms }),
        tagNumbers: lines.flatMap((line) => line.tagNumbers),
        createdById: liaison,
        createdAt,
        expectedReadyOn: dates?.expectedReadyOn ?? null,
        expectedShippingOn: dates?.expectedShippingOn ?? null,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    const history = [[null, 'draft'] as const, ...pathTo(status)];
    const at = (step: number) => calendar.at(2026, 0, 10 + index * 5, 9 + step);
    const datesRows = promised.map(({ dates: set, reason }, step) => ({
      orderId: order!.id,
      fromStatus: status,
      toStatus: status,
      note: reason,
      byUserId: liaison,
      byName: liaisonName,
      at: at(history.length + step),
      expectedDates: set,
    }));
    await db.insert(orderStatusChanges).values([
      ...history.map(([from, to], step) => ({
        orderId: order!.id,
        fromStatus: from,
        toStatus: to,
        note: to === 'cancelled' ? 'The client postponed the hunt' : '',
        byUserId: liaison,
        byName: liaisonName,
        at: at(step),
      })),
      ...datesRows,
    ]);
  }
}
