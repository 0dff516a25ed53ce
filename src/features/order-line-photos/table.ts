import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from '../../server/db/schema/files';
import { recordColumns } from '../../server/db/schema/recordColumns';
import { orderLines, orders } from '../orders/table';
import { users } from '../users/table';

// docs/order-line-photos.md: the studio's progress photos of one trophy (an order line).
export const orderLinePhotos = pgTable(
  'order_line_photos',
  {
    ...recordColumns(),
    // The line's order, copied from the line on each write: the row scopes and the order's
    // document read the photos by it.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    caption: text('caption').notNull().default(''),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    addedById: uuid('added_by_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    index('order_line_photos_order_idx').on(table.orderId, table.takenAt),
    index('order_line_photos_line_idx').on(table.orderLineId),
    // The file service's read check finds a file's holder by it (docs/files.md#who-may-read).
    index('order_line_photos_file_idx').on(table.fileId),
  ],
);
