import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { orderLinePhotos } from '../../order-line-photos/table';

/**
 * The files of an order's progress photos. An edit that drops a line takes its photos with it (the
 * database's cascade, out of the photos' own delete), so the edit compares these before and after
 * and releases the files let go of (docs/order-line-photos.md#adding).
 * @example const before = await progressPhotoFiles(tx, orderId);
 */
export async function progressPhotoFiles(tx: Db, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: orderLinePhotos.fileId })
    .from(orderLinePhotos)
    .where(eq(orderLinePhotos.orderId, orderId));
  return rows.map((row) => row.fileId);
}
