import { asc, eq, inArray } from 'drizzle-orm';
import type { LineStage } from '../../../features/orders/lineStages';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import { orderLines, orders } from '../../../features/orders/table';
import { productionSteps } from '../../../features/production-steps/table';
import type { Db } from '../database';

// docs/settings.md#demo-data: the studio's production steps (dip & pack skips mounting and
// finishing), and the lines of the orders past acceptance at several stages (docs/line-stages.md).

const DEMO_STEPS = [
  { name: 'Skinning', nameFr: 'Dépouillement', position: 1, appliesToDipAndPack: true },
  { name: 'Tanning', nameFr: 'Tannage', position: 2, appliesToDipAndPack: true },
  { name: 'Mounting', nameFr: 'Montage', position: 3, appliesToDipAndPack: false },
  { name: 'Finishing', nameFr: 'Finitions', position: 4, appliesToDipAndPack: false },
];

/** Each line's stage, by its position, on an order of this status; a step by its position. */
const PLACES: Partial<Record<OrderStatus, [LineStage, number?][]>> = {
  accepted: [['received'], ['collected']],
  inProduction: [['inProduction', 2], ['readyForExport'], ['inProduction', 1]],
  shipped: [['delivered'], ['shipped']],
};

/** Adds the steps and moves the demo lines; after the demo orders, in their transaction. */
export async function seedDemoLineStages(db: Db): Promise<void> {
  const steps = await db.insert(productionSteps).values(DEMO_STEPS).returning();
  const stepAt = (position: number | undefined) =>
    steps.find((step) => step.position === position)?.id ?? null;
  const placed = await db
    .select({ id: orderLines.id, position: orderLines.position, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orders.status, Object.keys(PLACES) as OrderStatus[]))
    .orderBy(asc(orderLines.position));
  for (const line of placed) {
    const [stage, step] = PLACES[line.status]?.[line.position] ?? [];
    if (!stage) continue;
    await db
      .update(orderLines)
      .set({ stage, productionStepId: stage === 'inProduction' ? stepAt(step) : null })
      .where(eq(orderLines.id, line.id));
  }
}
