import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../../server/db/database';
import { storedThumbnail, type FileStorage } from '../../../server/files/public';
import { orderLinePhotos } from '../../order-line-photos/table';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { studioLetterhead, type PackingListLine } from '../../orders/server/public';
import { formatShipmentNumber } from '../../shipments/shipmentNumbers';
import { shipments } from '../../shipments/table';
import type { Crate } from '../definition';

/** The crate's lines in order (order, then line), each with its latest progress photo's thumbnail. */
async function packedLines(db: Db, storage: FileStorage, crate: Crate): Promise<PackingListLine[]> {
  const ids = crate.packedLines.map((line) => line.lineId);
  const photos = ids.length
    ? await db
        .selectDistinctOn([orderLinePhotos.orderLineId], {
          orderLineId: orderLinePhotos.orderLineId,
          fileId: orderLinePhotos.fileId,
        })
        .from(orderLinePhotos)
        .where(inArray(orderLinePhotos.orderLineId, ids))
        .orderBy(orderLinePhotos.orderLineId, desc(orderLinePhotos.takenAt))
    : [];
  return Promise.all(
    crate.packedLines.map(async (line) => {
      const photo = photos.find((one) => one.orderLineId === line.lineId);
      return {
        item: `${formatOrderNumber(line.orderNumber)} #${line.lineNumber}`,
        speciesName: line.species,
        trophyTypeName: line.trophyType,
        tagNumbers: line.tagNumbers,
        photo: (photo && (await storedThumbnail(db, storage, photo.fileId))) ?? null,
      };
    }),
  );
}

/**
 * The PDF job of a crate's packing list (docs/crates-and-shipments.md#packing-list) in `language`:
 * one for the crate's readers' route and the freight agent's pack alike. Access is the caller's.
 * @example return sendPdf(app, reply, user.id, await packingListJob(app.db, app.files.storage, crate, 'en'), crate.reference);
 */
export async function packingListJob(
  db: Db,
  storage: FileStorage,
  crate: Crate,
  language: Language,
) {
  const [lines, studio, [shipment], [today]] = await Promise.all([
    packedLines(db, storage, crate),
    studioLetterhead(db, storage),
    crate.shipmentId ? db.select().from(shipments).where(eq(shipments.id, crate.shipmentId)) : [],
    db.select({ day: sql<string>`current_date::text` }).from(sql`(select 1) as one`),
  ]);
  const input = {
    studio,
    crateNumber: crate.reference,
    date: today!.day,
    clientName: crate.clientName,
    consigneeName: crate.consigneeName,
    consigneeAddress: crate.consigneeAddress,
    lengthCm: crate.lengthCm,
    widthCm: crate.widthCm,
    heightCm: crate.heightCm,
    actualWeightKg: crate.actualWeightKg,
    volumetricWeightKg: crate.volumetricWeightKg,
    currency: crate.currency,
    declaredValueMinor: crate.declaredValueMinor,
    insuredValueMinor: crate.insuredValueMinor,
    shipment: shipment
      ? {
          number: formatShipmentNumber(shipment.number),
          freightAgent: shipment.freightAgent,
          airline: shipment.airline,
          airWaybill: shipment.airWaybill,
        }
      : null,
    lines,
    language,
  };
  return { kind: 'packingList' as const, input };
}
