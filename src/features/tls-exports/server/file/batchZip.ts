import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../../../server/db/database';
import type { FileStorage } from '../../../../server/files/public';
import { batchManifest, type BatchFacts, type WrittenFile } from './batchManifest';
import { batchOrderPages } from './batchOrderPages';
import { linesCsvHeader, linesCsvRows } from './orderLinesCsv';

// docs/tls-export.md#the-file: entries in a fixed order with a fixed time, so the bytes depend on
// the batch alone. fflate writes the DOS time from local date parts, read back the same way.
const ENTRY_TIME = new Date(2000, 0, 1);
const encoder = new TextEncoder();

/** One zip entry written in pieces, hashing and counting its uncompressed bytes. */
function zipEntry(zip: Zip, name: string) {
  const entry = new ZipDeflate(name, { level: 6 });
  entry.mtime = ENTRY_TIME;
  zip.add(entry);
  const hash = createHash('sha256');
  let size = 0;
  return {
    write(text: string) {
      const bytes = encoder.encode(text);
      hash.update(bytes);
      size += bytes.length;
      entry.push(bytes, false);
    },
    end(): WrittenFile {
      entry.push(new Uint8Array(0), true);
      return { name, size, sha256: hash.digest('hex') };
    },
  };
}

export interface StoredBatchFile {
  size: number;
  sha256: string;
  orders: number;
  lines: number;
}

/**
 * Streams a batch's zip (orders.json, order_lines.csv, manifest.json) into `storage` under `key`,
 * reading its orders a page at a time in `db` (the creating transaction): memory stays flat.
 * @example const file = await storeBatchFile(tx, app.files.storage, key, batch);
 */
export async function storeBatchFile(
  db: Db,
  storage: FileStorage,
  key: string,
  batch: BatchFacts,
): Promise<StoredBatchFile> {
  const out = new PassThrough();
  const zipHash = createHash('sha256');
  let size = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    zipHash.update(chunk);
    size += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const stored = storage.write(key, out);
  // Waits for the storage to take what is buffered before the next page is read.
  const drained = () =>
    out.writableNeedDrain ? Promise.race([once(out, 'drain'), stored]) : Promise.resolve();
  try {
    const counts = { orders: 0, lines: 0 };
    const ordersJson = zipEntry(zip, 'orders.json');
    ordersJson.write(
      `{"formatVersion":1,"batch":${JSON.stringify({ id: batch.id, number: batch.number })},"orders":[`,
    );
    for await (const page of batchOrderPages(db, batch.id)) {
      // One write a page: fflate compresses each write as it comes, so an order at a time costs
      // a compression step per order.
      const items = page.map((order) => `\n${JSON.stringify(order)}`);
      ordersJson.write(`${counts.orders === 0 ? '' : ','}${items.join(',')}`);
      counts.orders += page.length;
      counts.lines += page.reduce((sum, order) => sum + order.lines.length, 0);
      await drained();
    }
    ordersJson.write('\n]}\n');
    const ordersFile = ordersJson.end();

    const linesCsv = zipEntry(zip, 'order_lines.csv');
    linesCsv.write(linesCsvHeader());
    for await (const page of batchOrderPages(db, batch.id)) {
      linesCsv.write(linesCsvRows(batch, page));
      await drained();
    }
    const linesFile = linesCsv.end();

    const manifest = zipEntry(zip, 'manifest.json');
    manifest.write(batchManifest(batch, counts, [ordersFile, linesFile]));
    manifest.end();
    zip.end();
    await stored;
    return { size, sha256: zipHash.digest('hex'), ...counts };
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    await storage.remove(key);
    throw error;
  }
}
