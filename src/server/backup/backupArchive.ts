import { createReadStream } from 'node:fs';
import { relative } from 'node:path';
import * as tar from 'tar';
import {
  BackupError,
  MANIFEST_NAME,
  backupManifestSchema,
  type ArchivePart,
  type BackupManifest,
} from './backupManifest';

/**
 * Writes `parts`, in this order, into one gzipped tar at `file`, each under its own name; `skip`
 * leaves out the entries whose archive path it accepts. Owners and machine-specific modes are left
 * out (the restoring user owns what it extracts), and the file is its owner's alone: it holds
 * password hashes.
 * @example await packArchive(file, [{ name: 'files', path: join(dataDir, 'files') }]);
 */
export async function packArchive(
  file: string,
  parts: ArchivePart[],
  skip: (name: string) => boolean = () => false,
): Promise<void> {
  // Read from the root with relative paths, so each part keeps a name of its own wherever it lies.
  const sources = parts.map((part) => ({ name: part.name, from: relative('/', part.path) }));
  const nameOf = (path: string) => {
    for (const { name, from } of sources) {
      if (path === from || path.startsWith(`${from}/`)) return `${name}${path.slice(from.length)}`;
    }
    return path;
  };
  await tar.create(
    {
      file,
      gzip: true,
      portable: true,
      cwd: '/',
      mode: 0o600,
      strict: true,
      filter: (path) => !skip(nameOf(path)),
      onWriteEntry: (entry) => {
        entry.path = nameOf(entry.path);
      },
    },
    sources.map((source) => source.from),
  );
}

/**
 * The manifest at the head of a backup archive, read without reading further: a wrong archive is
 * refused before anything is extracted.
 * @example const manifest = await readManifest('trophy-portal-2026-11-28.tar.gz');
 */
export async function readManifest(archive: string): Promise<BackupManifest> {
  const text = await firstEntry(archive, MANIFEST_NAME);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new BackupError(
      `${archive} is not a backup of the portal: its ${MANIFEST_NAME} is not one`,
    );
  }
  return manifest.data;
}

function firstEntry(archive: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(archive);
    const parser = new tar.Parser({ strict: true });
    const fail = (why: string) => {
      source.destroy();
      reject(new BackupError(`${archive} is not a backup of the portal: ${why}`));
    };
    source.once('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(`Cannot read ${archive}: ${error.code ?? error.message}`)),
    );
    parser.once('error', (error: Error) => fail(error.message));
    parser.once('end', () => fail(`it holds no ${name}`));
    parser.once('entry', (entry: tar.ReadEntry) => {
      if (entry.path !== name) return fail(`its first entry is ${entry.path}, not ${name}`);
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.once('end', () => {
        source.destroy();
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    source.pipe(parser);
  });
}

/**
 * Extracts every entry of `archive` but its manifest into `dir`; entries that would land outside
 * `dir` are refused by tar itself. A damaged archive throws (what was extracted stays: the caller
 * removes it).
 * @example await unpackArchive(archive, config.DATA_DIR);
 */
export async function unpackArchive(archive: string, dir: string): Promise<void> {
  try {
    await tar.extract({
      file: archive,
      cwd: dir,
      strict: true,
      filter: (path) => path !== MANIFEST_NAME,
    });
  } catch (error) {
    throw new BackupError(
      `${archive} is damaged: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
