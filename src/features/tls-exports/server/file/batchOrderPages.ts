import { aliasedTable, and, asc, eq, gt, inArray } from 'drizzle-orm';
import { formatOrderNumber } from '../../../orders/orderStatuses';
import type { Db } from '../../../../server/db/database';
import { clients } from '../../../clients/table';
import { orderLines, orders, tlsExportOrders } from '../../../orders/table';
import { species } from '../../../species/table';
import { trophyTypes } from '../../../trophy-types/table';
import { users } from '../../../users/table';
import { personNameSql } from '../../../../server/db/personName';
import type { ExportedLine, ExportedOrder } from './exportedOrder';

// docs/tls-export.md#memory: a batch is read a page at a time, so writing its file holds one page
// of orders in memory however many the batch has.
export const EXPORT_PAGE_SIZE = 500;

const outfitters = aliasedTable(users, 'outfitter');
const hunters = aliasedTable(users, 'ph');

async function orderPage(db: Db, exportId: string, after: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      reexport: tlsExportOrders.reexport,
      clientId: clients.id,
      clientName: personNameSql(clients),
      clientEmail: clients.email,
      passportNumber: clients.passportNumber,
      country: clients.country,
      outfitterId: outfitters.id,
      outfitterName: personNameSql(outfitters),
      phId: hunters.id,
      phName: personNameSql(hunters),
      irId: orders.irId,
      currency: orders.currency,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      vatMinor: orders.vatMinor,
      totalMinor: orders.totalMinor,
      depositMinor: orders.depositMinor,
    })
    .from(tlsExportOrders)
    .innerJoin(orders, eq(orders.id, tlsExportOrders.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(outfitters, eq(outfitters.id, orders.outfitterId))
    .leftJoin(hunters, eq(hunters.id, orders.phId))
    .where(and(eq(tlsExportOrders.exportId, exportId), gt(orders.number, after)))
    .orderBy(asc(orders.number))
    .limit(EXPORT_PAGE_SIZE);
}

async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, ExportedLine[]>> {
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      position: orderLines.position,
      speciesId: species.id,
      commonName: species.commonName,
      scientificName: species.scientificName,
      trophyTypeId: trophyTypes.id,
      trophyTypeName: trophyTypes.name,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      tagNumbers: orderLines.tagNumbers,
      instruction: orderLines.instruction,
    })
    .from(orderLines)
    .innerJoin(species, eq(species.id, orderLines.speciesId))
    .innerJoin(trophyTypes, eq(trophyTypes.id, orderLines.trophyTypeId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, ExportedLine[]>();
  for (const row of rows) {
    const lines = byOrder.get(row.orderId) ?? [];
    lines.push({
      position: row.position,
      species: {
        id: row.speciesId,
        commonName: row.commonName,
        scientificName: row.scientificName,
      },
      trophyType: { id: row.trophyTypeId, name: row.trophyTypeName },
      quantity: row.quantity,
      unitPriceMinor: row.unitPriceMinor,
      tagNumbers: row.tagNumbers,
      instruction: row.instruction,
    });
    byOrder.set(row.orderId, lines);
  }
  return byOrder;
}

/**
 * A batch's orders as the file holds them, by order number, EXPORT_PAGE_SIZE at a time.
 * @example for await (const page of batchOrderPages(tx, exportId)) write(page);
 */
export async function* batchOrderPages(db: Db, exportId: string): AsyncGenerator<ExportedOrder[]> {
  let after = 0;
  for (;;) {
    const rows = await orderPage(db, exportId, after);
    if (rows.length === 0) return;
    const lines = await linesOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => ({
      id: row.id,
      number: row.number,
      reference: formatOrderNumber(row.number),
      status: row.status,
      orderDate: row.createdAt.toISOString().slice(0, 10),
      reexport: row.reexport,
      client: {
        id: row.clientId,
        name: row.clientName,
        email: row.clientEmail,
        passportNumber: row.passportNumber,
        country: row.country,
      },
      outfitter: row.outfitterId ? { id: row.outfitterId, name: row.outfitterName ?? '' } : null,
      professionalHunter: row.phId ? { id: row.phId, name: row.phName ?? '' } : null,
      instructionRegisterId: row.irId,
      currency: row.currency,
      totals: {
        subtotalMinor: row.subtotalMinor,
        discountMinor: row.discountMinor,
        vatMinor: row.vatMinor,
        totalMinor: row.totalMinor,
        depositMinor: row.depositMinor,
      },
      lines: lines.get(row.id) ?? [],
    }));
    after = rows[rows.length - 1]!.number;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}
