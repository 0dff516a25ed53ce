import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { IR_STATUSES } from '../../../features/instruction-registers/irStatuses';
import { blobKey, thumbnailKey, type FileStorage } from '../../files/fileStorage';
import type { Db } from '../database';
import { fileBlobs, files } from '../schema/files';

// docs/settings.md#demo-data: the demo IRs' photos, small JPEGs drawn with sharp at seed time. Each
// is smaller than a thumbnail's box, so it is its own thumbnail (docs/files.md#images).

const WIDTH = 320;
const HEIGHT = 240;

export interface DemoPhoto {
  name: string;
  bytes: Buffer;
  sha256: string;
}

const drawing = (hue: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="100%" height="100%" fill="hsl(${hue},35%,45%)"/>` +
      `<ellipse cx="160" cy="150" rx="90" ry="50" fill="hsl(${hue},30%,25%)"/>` +
      `<circle cx="240" cy="100" r="30" fill="hsl(${hue},30%,20%)"/></svg>`,
  );

async function drawPhoto(index: number): Promise<DemoPhoto> {
  const bytes = await sharp(drawing((index * 47) % 360))
    .jpeg({ quality: 70 })
    .toBuffer();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { name: `demo-photo-${index + 1}.jpg`, bytes, sha256 };
}

// The seed's rows and the stored bytes must agree, so one process draws them once.
let drawn: Promise<DemoPhoto[]> | undefined;

/** The demo photos, one per demo IR (one IR per status), the same bytes on every call of a process. */
export function demoPhotos(): Promise<DemoPhoto[]> {
  drawn ??= Promise.all(IR_STATUSES.map((_, index) => drawPhoto(index)));
  return drawn;
}

/**
 * The photos' file rows, uploaded by `uploadedBy` and held from now on; answers their ids in order.
 * @example const ids = await insertDemoPhotos(tx, collector.id, await demoPhotos());
 */
export async function insertDemoPhotos(
  db: Db,
  uploadedBy: string,
  photos: readonly DemoPhoto[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const { name, bytes, sha256 } of photos) {
    await db
      .insert(fileBlobs)
      .values({ sha256, size: bytes.length, contentType: 'image/jpeg', hasThumbnail: true })
      .onConflictDoNothing();
    const [file] = await db
      .insert(files)
      .values({ name, sha256, uploadedBy, heldAt: new Date() })
      .returning({ id: files.id });
    ids.push(file!.id);
  }
  return ids;
}

/**
 * Writes the demo photos and their thumbnails to the file storage, after a demo seed.
 * @example if (seeded) await storeDemoPhotos(await openFileStorage(config));
 */
export async function storeDemoPhotos(storage: FileStorage): Promise<void> {
  for (const { bytes, sha256 } of await demoPhotos()) {
    await storage.write(blobKey(sha256), Readable.from([bytes]));
    await storage.write(thumbnailKey(sha256), Readable.from([bytes]));
  }
}
