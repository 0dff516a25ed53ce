import { and, eq, isNull } from 'drizzle-orm';
import { IR_STATUSES, type IrStatus } from '../../../features/instruction-registers/irStatuses';
import type { Db } from '../database';
import type { DemoCalendar } from './demoCalendar';
import { clients } from '../../../features/clients/table';
import { farms } from '../../../features/farms/table';
import {
  instructionRegisters,
  irLines,
  irStatusChanges,
} from '../../../features/instruction-registers/table';
import { orders } from '../../../features/orders/table';
import { pricelistItems } from '../../../features/pricelists/table';
import { users } from '../../../features/users/table';
import { demoPhotos, insertDemoPhotos } from './demoPhotos';

// docs/settings.md#demo-data: an IR in every status for the demo collector; the Received one has a
// client and trophy types, ready to quote; the Quoted one is linked to the demo quote. Each line
// has a photo the collector took (demoPhotos.ts).

/** The moves that lead from Open to each status (docs/instruction-registers.md#transitions). */
const PATH: Record<IrStatus, IrStatus[]> = {
  open: [],
  collected: ['collected'],
  received: ['collected', 'received'],
  quoted: ['collected', 'received', 'quoted'],
  closed: ['collected', 'received', 'quoted', 'closed'],
  cancelled: ['cancelled'],
};

/** Adds the demo IRs; the caller runs it in the seed's transaction, after the orders. */
export async function seedDemoIrs(db: Db, calendar: DemoCalendar): Promise<void> {
  const email = (address: string) =>
    db.select({ id: users.id }).from(users).where(eq(users.email, address));
  // One after another: the seed's transaction runs a query at a time
  // (docs/api.md#one-query-at-a-time).
  const [collector] = await email('collector@example.com');
  const [liaison] = await email('liaison@example.com');
  const [farm] = await db.select({ id: farms.id }).from(farms).limit(1);
  const [item] = await db.select().from(pricelistItems).limit(1);
  const [clara] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.firstName, 'Clara'));
  if (!collector || !liaison || !item) return;
  const photoIds = await insertDemoPhotos(db, collector.id, await demoPhotos());
  for (const [index, status] of IR_STATUSES.entries()) {
    const [ir] = await db
      .insert(instructionRegisters)
      .values({
        status,
        farmId: farm?.id ?? null,
        collectorId: collector.id,
        collectedAt: calendar.at(2026, 4, 10 + index, 9).toISOString(),
        // Made at the farm as collected: the seed's one transaction would give them all one now(),
        // and the list, newest first, would show them in no visible order.
        createdAt: calendar.at(2026, 4, 10 + index, 8),
        clientId: clara?.id ?? null,
        hunterName: 'Clara Client',
        hunterPassportNumber: 'PCLIENT01',
        hunterCountry: 'US',
        huntStartsOn: calendar.day('2026-05-01'),
        huntEndsOn: calendar.day('2026-05-09'),
      })
      .returning({ id: instructionRegisters.id });
    await db.insert(irLines).values({
      irId: ir!.id,
      position: 0,
      speciesId: item.speciesId,
      trophyTypeId: item.trophyTypeId,
      tagNumber: `ZA-IR-${index + 1}`,
      parts: ['cape', 'skull', 'horns'],
      measurements: [{ name: 'left horn', value: '52 cm' }],
      conditionNotes: 'Small scar on the left flank',
      checkedIn: PATH[status].includes('received'),
      photoFileIds: [photoIds[index]!],
    });
    let from: IrStatus = 'open';
    await db
      .insert(irStatusChanges)
      .values({ irId: ir!.id, toStatus: 'open', byUserId: collector.id });
    for (const to of PATH[status]) {
      const byUserId = to === 'collected' ? collector.id : liaison.id;
      await db
        .insert(irStatusChanges)
        .values({ irId: ir!.id, fromStatus: from, toStatus: to, byUserId });
      from = to;
    }
    if (status === 'quoted') {
      const [quote] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'quoted'), isNull(orders.irId)))
        .limit(1);
      if (quote) await db.update(orders).set({ irId: ir!.id }).where(eq(orders.id, quote.id));
    }
  }
}
