import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../shared/apiPaths';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { storedThumbnail, type FileStorage } from '../../../server/files/public';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import { orderLinePhotos } from '../../order-line-photos/table';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { sendPdf, studioLetterhead, type PackingListLine } from '../../orders/server/public';
import { formatShipmentNumber } from '../../shipments/shipmentNumbers';
import { shipments } from '../../shipments/table';
import { crateSchema, type Crate } from '../definition';

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
 * `GET /api/crates/{id}/packing-list.pdf` (docs/crates-and-shipments.md#packing-list): the crate's
 * packing list for whoever may read the crate, rendered in the PDF threads.
 * @example await app.register(packingListRoute, { store, access });
 */
export const packingListRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { definition } = store;
  const path = `${API_PREFIX}/${definition.name}/:id/packing-list.pdf` as const;

  app.get(
    path,
    {
      config: { access: 'read' },
      schema: routeSchema(definition, path, {
        summary: "A crate's packing list, as a PDF",
        description:
          'Its lines with species, trophy type, tag numbers and a photo each, on the studio letterhead, in the reader’s language; for whoever may read the crate.',
        response: { 200: binaryBody.describe('The packing list, as application/pdf') },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const crate = crateSchema.parse(await access.visible(app.db, user, request.params.id));
      const [lines, studio, [shipment], [today]] = await Promise.all([
        packedLines(app.db, app.files.storage, crate),
        studioLetterhead(app.db, app.files.storage),
        crate.shipmentId
          ? app.db.select().from(shipments).where(eq(shipments.id, crate.shipmentId))
          : [],
        app.db.select({ day: sql<string>`current_date::text` }).from(sql`(select 1) as one`),
      ]);
      const crateNumber = crate.reference;
      const input = {
        studio,
        crateNumber,
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
        language: user.language,
      };
      return sendPdf(app, reply, user.id, { kind: 'packingList', input }, crateNumber);
    },
  );
};
