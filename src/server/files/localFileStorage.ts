import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileNotStoredError, type FileStorage } from './fileStorage';

/**
 * File storage in a directory (DATA_DIR/files by default); a move is a rename, atomic on one disk.
 * @example const storage = localFileStorage(filesDirIn(config.DATA_DIR));
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));

  return {
    kind: 'local',
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // 1 MB writes, as for reads below: fewer system calls for a megabyte an upload.
        await pipeline(body, createWriteStream(path, { highWaterMark: 2 ** 20 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async read(key) {
      // 1 MB reads: a sixteenth of the system calls of the default 64 KB, for a megabyte a download.
      const stream = createReadStream(pathOf(key), { highWaterMark: 2 ** 20 });
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
