import { inArray } from 'drizzle-orm';
import type { Order } from '../definition';
import type { Db } from '../../../server/db/database';
import { species } from '../../species/table';
import { trophyTypes } from '../../trophy-types/table';
import type { PdfOrderLine } from './pdfOrderLines';

/**
 * The order's lines as its quote and invoice print them, named by species and trophy type.
 * @example const lines = await orderPdfLines(app.db, order);
 */
export async function orderPdfLines(db: Db, order: Pick<Order, 'lines'>): Promise<PdfOrderLine[]> {
  const speciesIds = order.lines.map((line) => line.speciesId);
  const typeIds = order.lines.map((line) => line.trophyTypeId);
  const [speciesRows, typeRows] = await Promise.all([
    speciesIds.length ? db.select().from(species).where(inArray(species.id, speciesIds)) : [],
    typeIds.length ? db.select().from(trophyTypes).where(inArray(trophyTypes.id, typeIds)) : [],
  ]);
  return order.lines.map((line) => ({
    ...line,
    speciesName: speciesRows.find((one) => one.id === line.speciesId)?.commonName ?? '',
    trophyTypeName: typeRows.find((one) => one.id === line.trophyTypeId)?.name ?? '',
  }));
}
