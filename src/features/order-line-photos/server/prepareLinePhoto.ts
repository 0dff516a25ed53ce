import { eq } from 'drizzle-orm';
import { orderLines } from '../../orders/table';
import { fileBlobs, files } from '../../../server/db/schema/files';
import type { Db } from '../../../server/db/database';
import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import type { ErrorKey } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/** The order of the photo's line; a line never moves to another order, so a kept line keeps it. */
async function orderOfLine(tx: Db, body: Values, before: Values | null): Promise<unknown> {
  if (before && before.orderLineId === body.orderLineId) return before.orderId;
  const [line] = await tx
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.id, body.orderLineId as string));
  if (!line) throw refuse('orderLineId', 'errors.orderLinePhotos.noSuchLine');
  return line.orderId;
}

/**
 * docs/order-line-photos.md#adding: a photo is of a line of some order, and belongs to that order
 * (the row scopes read it by `orderId`); it is an image, which has a thumbnail. Whether the file is
 * the writer's to attach is the engine's check after (fileHolding.ts), so a file that is not there
 * is left to it.
 * @example hooks: { prepare: prepareLinePhoto }
 */
export async function prepareLinePhoto(
  { tx }: WriteContext,
  body: Values,
  before: Values | null,
): Promise<Values> {
  const orderId = await orderOfLine(tx, body, before);
  const [file] = await tx
    .select({ contentType: fileBlobs.contentType })
    .from(files)
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.sha256))
    .where(eq(files.id, body.fileId as string));
  if (file && !file.contentType.startsWith('image/'))
    throw refuse('fileId', 'errors.orderLinePhotos.notAPhoto');
  return { ...body, orderId };
}
