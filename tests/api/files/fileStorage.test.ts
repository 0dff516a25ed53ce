import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotStoredError, type FileStorage } from '../../../src/server/files/fileStorage';
import { localFileStorage } from '../../../src/server/files/localFileStorage';
import { s3FileStorage } from '../../../src/server/files/s3FileStorage';
import { startS3Server, type RunningS3Server } from '../../support/s3Server';

// The one contract both storages keep (docs/files.md "Storage"), run against each for real.

const storages: Record<string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>> = {
  local: async () => {
    const root = mkdtempSync(join(tmpdir(), 'trophy-portal-files-'));
    return {
      storage: localFileStorage(root),
      close: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const server: RunningS3Server = await startS3Server();
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = server.env;
    return {
      storage: s3FileStorage({
        endpoint: S3_ENDPOINT,
        bucket: S3_BUCKET!,
        region: 'us-east-1',
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
      }),
      close: server.close,
    };
  },
};

const bytes = (text: string) => Readable.from([Buffer.from(text)]);
const read = async (storage: FileStorage, key: string) =>
  (await buffer(await storage.read(key))).toString();

describe.each(Object.keys(storages))('%s file storage', (kind) => {
  let storage: FileStorage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await storages[kind]!());
  });
  afterAll(() => close());

  it('reads back what it wrote', async () => {
    await storage.write('tmp/a', bytes('hello'));
    expect(await read(storage, 'tmp/a')).toBe('hello');
  });

  it('writes a body of several megabytes streamed in small chunks', async () => {
    const chunk = Buffer.alloc(64 * 1024, 3);
    const chunks = Array.from({ length: 160 }, () => chunk);
    await storage.write('tmp/large', Readable.from(chunks));
    expect((await buffer(await storage.read('tmp/large'))).length).toBe(160 * chunk.length);
    await storage.remove('tmp/large');
  });

  it('moves an object to its new key, replacing what was there, and the old key is gone', async () => {
    await storage.write('tmp/m', bytes('new'));
    await storage.write('blobs/ab/abc', bytes('old'));
    await storage.move('tmp/m', 'blobs/ab/abc');
    expect(await read(storage, 'blobs/ab/abc')).toBe('new');
    await expect(storage.read('tmp/m')).rejects.toBeInstanceOf(FileNotStoredError);
  });

  it('removes an object, and removing a missing one is no error', async () => {
    await storage.write('tmp/r', bytes('gone soon'));
    await storage.remove('tmp/r');
    await storage.remove('tmp/r');
    await expect(storage.read('tmp/r')).rejects.toBeInstanceOf(FileNotStoredError);
  });

  it('leaves nothing under a key whose body failed midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.write('tmp/failed', failing)).rejects.toThrow('connection dropped');
    await expect(storage.read('tmp/failed')).rejects.toBeInstanceOf(FileNotStoredError);
  });

  it('lists the keys under a prefix written before a time', async () => {
    await storage.write('tmp/listed', bytes('x'));
    const later = new Date(Date.now() + 60_000);
    expect(await storage.listOlderThan('tmp/', later)).toContain('tmp/listed');
    expect(await storage.listOlderThan('tmp/', new Date(Date.now() - 60_000))).toEqual([]);
    expect(await storage.listOlderThan('nothing-here/', later)).toEqual([]);
  });
});
