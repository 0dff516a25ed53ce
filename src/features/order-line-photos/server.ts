import { eq, sql } from 'drizzle-orm';
import { orderLinePhotos } from './definition';
import { orderLinePhotos as table } from './table';
import { users } from '../users/table';
import { personNameSql } from '../../server/db/personName';
import type { Values } from '../../engine/server/resourceStore';
import { serverResource } from '../../engine/server/serverResource';
import { columnValues } from '../../engine/server/crudWrites';
import { prepareLinePhoto } from './server/prepareLinePhoto';

/**
 * Progress photos of order lines (docs/order-line-photos.md): who added one and when it was taken
 * are the server's; the file is the engine's to check, show to the order's readers and release.
 */
export const orderLinePhotosServer = serverResource(orderLinePhotos, {
  table,
  computed: {
    addedByName: sql<string>`(select ${personNameSql(users)} from ${users} where ${eq(users.id, table.addedById)})`,
    // ISO text: the record's schema (and the wire) want a string, not the database's.
    takenAt: sql<string>`to_json("order_line_photos"."taken_at")#>>'{}'`,
  },
  sortBy: { takenAt: table.takenAt },
  hooks: {
    prepare: prepareLinePhoto,
    columns: (context, body, before): Values => ({
      ...columnValues(orderLinePhotosServer.store, body),
      orderId: body.orderId,
      takenAt: body.takenAt ?? before?.takenAt ?? new Date().toISOString(),
      ...(before ? {} : { addedById: context.user.id }),
    }),
  },
  files: ['fileId'],
});
