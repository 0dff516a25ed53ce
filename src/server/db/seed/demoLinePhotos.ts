import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IrStatus } from '../../../features/instruction-registers/irStatuses';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import type { Db } from '../database';
import { clients } from '../../../features/clients/table';
import { instructionRegisters, irLines } from '../../../features/instruction-registers/table';
import { orderLinePhotos } from '../../../features/order-line-photos/table';
import { orderLines, orders } from '../../../features/orders/table';
import { users } from '../../../features/users/table';
import { demoPhotos, insertDemoPhotos } from './demoPhotos';

// docs/settings.md#demo-data: the demo client's orders follow their trophies from the farm. Each
// order's first line is the animal of one of her registers that reached the studio (its farm
// photo, measurements and condition notes), and the orders the studio works on have progress
// photos the liaison added (the demo IRs' drawings again: docs/order-line-photos.md#demo-data).

const FARM_STATUSES: IrStatus[] = ['closed', 'quoted', 'received'];
const WORKED_ON: OrderStatus[] = ['accepted', 'inProduction', 'readyForExport', 'shipped'];
const CAPTIONS = ['Skinned and salted', 'Back from the tannery'];

/** Links and adds them; the caller runs it in the seed's transaction, after the orders and IRs. */
export async function seedDemoLinePhotos(db: Db): Promise<void> {
  const [liaison] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'liaison@example.com'));
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, 'client@example.com'));
  if (!liaison || !client) return;
  const own = await db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.clientId, client.id))
    .orderBy(asc(orders.number));
  const farmLines = await db
    .select({ id: irLines.id, status: instructionRegisters.status })
    .from(irLines)
    .innerJoin(instructionRegisters, eq(instructionRegisters.id, irLines.irId))
    .where(
      and(
        eq(instructionRegisters.clientId, client.id),
        inArray(instructionRegisters.status, FARM_STATUSES),
      ),
    );
  farmLines.sort((a, b) => FARM_STATUSES.indexOf(a.status) - FARM_STATUSES.indexOf(b.status));
  const photos = await demoPhotos();
  for (const [index, order] of own.entries()) {
    const [line] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, 0)));
    if (!line) continue;
    const farmLine = farmLines[index % Math.max(farmLines.length, 1)];
    if (farmLine)
      await db.update(orderLines).set({ irLineId: farmLine.id }).where(eq(orderLines.id, line.id));
    if (!WORKED_ON.includes(order.status)) continue;
    const progress = CAPTIONS.map((caption, step) => ({
      ...photos[(index + step) % photos.length]!,
      name: `progress-${index + 1}-${step + 1}.jpg`,
    }));
    const fileIds = await insertDemoPhotos(db, liaison.id, progress);
    await db.insert(orderLinePhotos).values(
      fileIds.map((fileId, step) => ({
        orderId: order.id,
        orderLineId: line.id,
        fileId,
        caption: CAPTIONS[step]!,
        takenAt: new Date(order.createdAt.getTime() + (step + 3) * 7 * 86_400_000).toISOString(),
        addedById: liaison.id,
      })),
    );
  }
}
