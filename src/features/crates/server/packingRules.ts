import { and, eq, inArray, ne } from 'drizzle-orm';
import { clients } from '../../clients/table';
import { orderLines, orders } from '../../orders/table';
import { expectMoney, moveLine, pdfClient, readOrder } from '../../orders/server/public';
import { shipments } from '../../shipments/table';
import { sameFreightAgentSql } from '../../shipments/server/public';
import { formatCrateNumber } from '../crateNumbers';
import type { CrateBody } from '../definition';
import { crateLines, crates } from '../table';
import { volumetricWeightKg } from '../volumetricWeight';
import type { Db } from '../../../server/db/database';
import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import type { SessionUser } from '../../../server/auth/caller';
import type { ErrorKey } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';
import type { LineStage } from '../../orders/lineStages';

type Crate = CrateBody & { clientId: string; orderLineIds: string[]; shipmentId: string | null };

const refuse = (field: string, why: ErrorKey | { key: ErrorKey; params: Record<string, string> }) =>
  new HttpError(400, why, { [field]: why });

/** The crate's client as its consignee by default (name and postal address, as an invoice addresses them), and their freight agent. */
async function clientOf(tx: Db, clientId: string) {
  const [addressed, [row]] = await Promise.all([
    pdfClient(tx, clientId),
    tx.select({ freightAgent: clients.freightAgent }).from(clients).where(eq(clients.id, clientId)),
  ]);
  if (!addressed || !row) throw refuse('clientId', 'errors.crates.noSuchClient');
  return {
    name: addressed.clientName,
    address: addressed.clientAddress.join('\n'),
    freightAgent: row.freightAgent,
  };
}

/**
 * docs/crates-and-shipments.md#packing: every line is an order line of the crate's client (one
 * consignee a crate), a line added is ready for export, and no line is in another crate (the
 * unique index says so too, should two packings race).
 */
async function checkLines(tx: Db, crate: Crate, crateId: string | null, added: Set<string>) {
  if (crate.orderLineIds.length === 0) return [];
  const lines = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      stage: orderLines.stage,
      clientId: orders.clientId,
      phId: orders.phId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.id, crate.orderLineIds));
  if (lines.length < new Set(crate.orderLineIds).size)
    throw refuse('orderLineIds', 'errors.crates.noSuchLine');
  if (lines.some((line) => line.clientId !== crate.clientId))
    throw refuse('orderLineIds', 'errors.crates.otherConsignee');
  const [elsewhere] = await tx
    .select({ number: crates.number })
    .from(crateLines)
    .innerJoin(crates, eq(crates.id, crateLines.crateId))
    .where(
      and(
        inArray(crateLines.orderLineId, [...added]),
        crateId ? ne(crateLines.crateId, crateId) : undefined,
      ),
    )
    .limit(1);
  if (elsewhere)
    throw new HttpError(409, {
      key: 'errors.crates.lineInAnotherCrate',
      params: { crate: formatCrateNumber(elsewhere.number) },
    });
  if (lines.some((line) => added.has(line.id) && line.stage !== 'readyForExport'))
    throw refuse('orderLineIds', 'errors.crates.notReadyForExport');
  return lines;
}

/** A shipment the crate joins goes to the freight agent on its client's record. */
async function checkShipment(tx: Db, shipmentId: string, freightAgent: string) {
  const [shipment] = await tx
    .select({
      freightAgent: shipments.freightAgent,
      same: sameFreightAgentSql(shipments.freightAgent, freightAgent),
    })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) throw refuse('shipmentId', 'errors.crates.noSuchShipment');
  if (!shipment.same)
    throw refuse('shipmentId', {
      key: 'errors.crates.otherFreightAgent',
      params: { agent: shipment.freightAgent, clientAgent: freightAgent || '-' },
    });
}

/**
 * Moves lines to `stage`, order by order, as staff's own moves do (history and audit rows). Packed
 * lines of an order still in production wait for its balance, as its move to Ready for export
 * would (docs/payments.md#gates), unless staff give `balanceReason`, which each move's history row
 * keeps.
 */
async function moveAll(
  tx: Db,
  user: Pick<SessionUser, 'id' | 'language'>,
  lines: readonly { id: string; orderId: string }[],
  stage: LineStage,
  balanceReason = '',
) {
  for (const orderId of new Set(lines.map((line) => line.orderId))) {
    const order = await readOrder(tx, orderId, { withInternalNotes: false });
    if (!order) continue;
    const gated = stage === 'crated' && order.status === 'inProduction';
    if (gated)
      await expectMoney(tx, order, 'balance', balanceReason, user.language, 'balanceReason');
    for (const line of lines.filter((one) => one.orderId === orderId)) {
      const now = order.lines.find((one) => one.id === line.id);
      // Back to Ready for export only from Crated: a line staff moved on keeps its place.
      if (stage === 'readyForExport' && now?.stage !== 'crated') continue;
      const note = gated ? balanceReason.trim() : '';
      await moveLine(tx, user, order, line.id, { stage, productionStepId: null }, note);
    }
  }
}

/** The lines the crate held before and no longer holds, with their orders. */
async function linesLetGo(tx: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines)
    .where(inArray(orderLines.id, [...ids]));
}

/**
 * The crates' `prepare` hook (docs/crates-and-shipments.md#packing): the consignee defaults to the
 * client, the lines and the shipment are checked, the volumetric weight computed, the lines added
 * move to Crated and those taken out back to Ready for export, all in the write's transaction.
 * @example hooks: { prepare: prepareCrate }
 */
export async function prepareCrate(
  { tx, user }: WriteContext,
  body: Values,
  before: Values | null,
): Promise<Values> {
  const crate = body as Crate;
  const client = await clientOf(tx, crate.clientId);
  const held = new Set((before?.orderLineIds as string[] | undefined) ?? []);
  const wanted = [...new Set(crate.orderLineIds)];
  const added = new Set(wanted.filter((id) => !held.has(id)));
  const removed = [...held].filter((id) => !wanted.includes(id));
  const clientChanged = before !== null && before.clientId !== crate.clientId;
  const lines = await checkLines(
    tx,
    { ...crate, orderLineIds: wanted },
    before ? String(before.id) : null,
    added,
  );
  if (crate.shipmentId && (crate.shipmentId !== before?.shipmentId || clientChanged))
    await checkShipment(tx, crate.shipmentId, client.freightAgent);
  await moveAll(
    tx,
    user,
    lines.filter((line) => added.has(line.id)),
    'crated',
    crate.balanceReason,
  );
  await moveAll(tx, user, await linesLetGo(tx, removed), 'readyForExport');
  const linesChanged = before === null || added.size > 0 || removed.length > 0;
  const { balanceReason: _reason, ...kept } = body;
  return {
    ...kept,
    orderLineIds: wanted,
    consigneeName: crate.consigneeName || client.name,
    consigneeAddress: crate.consigneeName ? crate.consigneeAddress : client.address,
    volumetricWeightKg: volumetricWeightKg(crate),
    ...(linesChanged && {
      phIds: [...new Set(lines.flatMap((line) => (line.phId ? [line.phId] : [])))],
    }),
  };
}
