import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileNotStoredError, type FileStorage } from './fileStorage';

/**
 * File storage in a directory (DATA_DIR/files by default); a move is a rename, atomic on one disk.
 * @example const storage = localFileStorage(join(config.DATA_DIR, 'files'));
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));

  return {
    kind: 'local',
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(body, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async read(key) {
      const stream = createReadStream(pathOf(key));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new FileNotStoredError(key) : error),
        );
      });
      return stream;
    },
    async move(from, to) {
      await mkdir(dirname(pathOf(to)), { recursive: true });
      await rename(pathOf(from), pathOf(to));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async listOlderThan(prefix, before) {
      const dir = pathOf(prefix);
      const names = await readdir(dir).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(join(dir, name)).catch(() => undefined);
        if (info?.isFile() && info.mtime < before) old.push(`${prefix}${name}`);
      }
      return old;
    },
  };
}
