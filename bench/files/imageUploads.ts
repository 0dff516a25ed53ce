import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { uploadFile } from './httpTransfers';
import { peakResident } from './serverMemory';

const PARALLEL = 10;
const MB = 2 ** 20;

/** A single-colour JPEG of `width` x `height` whose EXIF says to turn it (orientation 6). */
async function sidewaysJpeg(path: string, width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(path, bytes);
  return bytes.length;
}

/** Runs `upload` in PARALLEL uploaders, each again and again until `until` says stop; answers how many ran. */
async function uploadsInParallel(
  upload: () => Promise<unknown>,
  until: () => boolean,
): Promise<number> {
  let done = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      do {
        await upload();
        done += 1;
      } while (!until());
    }),
  );
  return done;
}

/**
 * docs/files.md#limits: the server's RSS growth while ten images upload at once, and the orders
 * list's p99 meanwhile as a ratio against its idle p99 in the same run. Two kinds of image: one
 * declaring 16000x16000 pixels (a 1.5 MB file; refused, 413) and a 48-megapixel phone photo (turned
 * upright and stored, one at a time in the image decode queue).
 * @example await imageUploads({ origin, headers, pid: server.pid, dir, seconds: 10 });
 */
export async function imageUploads(options: {
  origin: string;
  headers: Record<string, string>;
  pid: number;
  dir: string;
  seconds: number;
}) {
  const { origin, headers, pid, dir, seconds } = options;
  const huge = join(dir, 'huge-16000x16000.jpg');
  const photo = join(dir, 'photo-8000x6000.jpg');
  const sizes = {
    huge: await sidewaysJpeg(huge, 16000, 16000),
    photo: await sidewaysJpeg(photo, 8000, 6000),
  };
  const list = `${origin}/api/orders?range=${encodeURIComponent('[0,24]')}`;
  const p99 = async () => {
    const result = await autocannon({ url: list, headers, connections: 10, duration: seconds });
    if (result.non2xx > 0) throw new Error(`the orders list answered ${result.non2xx} non-2xx`);
    return result.latency.p99;
  };
  const idle = await p99();

  // The refused images, over and over from ten uploaders for as long as the list is measured.
  let measuring = true;
  const refused = await peakResident(pid, async () => {
    const [loaded, uploads] = await Promise.all([
      p99().finally(() => (measuring = false)),
      uploadsInParallel(
        () => uploadFile(origin, headers, huge, 413),
        () => !measuring,
      ),
    ]);
    return { loaded, uploads };
  });

  // Ten photos at once, each stored: the list is measured while they wait and turn.
  const photos = await peakResident(pid, async () => {
    const started = Date.now();
    const [loaded] = await Promise.all([
      p99(),
      uploadsInParallel(
        () => uploadFile(origin, headers, photo),
        () => true,
      ),
    ]);
    return { loaded, uploads: PARALLEL, time: (Date.now() - started) / 1000 };
  });

  console.log(
    `\n${PARALLEL} image uploads at once, the orders list's p99 meanwhile (${seconds} s) vs. idle (${idle} ms)`,
  );
  console.log(
    'image                           size  uploads  RSS before -> peak: growth (target < 256 MB)  list p99  ratio (target <= 2x)',
  );
  for (const [name, size, run] of [
    ['16000x16000, refused (413)', sizes.huge, refused],
    ['8000x6000 (48 MP), stored', sizes.photo, photos],
  ] as const) {
    const growth = (run.peak - run.before) / MB;
    const ratio = run.result.loaded / idle;
    console.log(
      `${name.padEnd(28)} ${(size / MB).toFixed(2).padStart(6)} MB ${String(run.result.uploads).padStart(8)}  ` +
        `${(run.before / MB).toFixed(0)} -> ${(run.peak / MB).toFixed(0)} MB: ${growth.toFixed(1)} MB ${growth < 256 ? 'met' : 'MISSED'}` +
        `  ${String(run.result.loaded).padStart(8)} ms ${ratio.toFixed(2).padStart(6)}x ${ratio <= 2 ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`the ten photos took ${photos.result.time.toFixed(1)} s in all`);
}
