import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { irLines } from '../../instruction-registers/table';
import { orderLines, orders } from '../table';

/**
 * docs/order-line-photos.md#farm-photos: whoever reads an order reads the farm photos of its lines
 * (the photos of the register lines they were quoted from), and nothing else of the register: a
 * PH or outfitter set on the order and not on the register reads them too. The register holds the
 * files (its own holder keeps them from the orphan sweep), so this holder holds none.
 * @example await app.register(farmPhotoReaders, { store, access });
 */
export const farmPhotoReaders: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { access },
) => {
  app.files.holders.add({
    name: 'order-farm-photos',
    mayRead: async (db, user, fileId) => {
      const [readable] = await db
        .select({ id: orders.id })
        .from(irLines)
        .innerJoin(orderLines, eq(orderLines.irLineId, irLines.id))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            sql`${irLines.photoFileIds} @> array[${fileId}]::uuid[]`,
            access.scope(db, user, 'read'),
          ),
        )
        .limit(1);
      return readable !== undefined;
    },
    holding: async () => [],
  });
};
