import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema/files';
import type { FileHolderRegistry } from './fileHolders';
import { TEMP_PREFIX, type FileStorage } from './fileStorage';
import { releaseFile } from './releaseFile';

/** docs/files.md "Orphans": how long an upload may wait for a record to hold it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** docs/files.md#orphans: the lease that keeps the sweeps of several processes apart. */
export const ORPHAN_SWEEP_LEASE = 'orphan-sweep';
const BATCH = 200;

export interface SweptOrphans {
  temporaries: number;
  files: number;
}

export interface SweepParts {
  db: Db;
  storage: FileStorage;
  holders: FileHolderRegistry;
}

/**
 * Removes temporaries left by a crash and file records no holder took within the grace period.
 * A record found held is marked, so each record is looked at once: the sweep costs the uploads
 * of one grace period, not the whole store. Answers how many of each it removed.
 * @example await sweepOrphans({ db, storage, holders }, new Date());
 */
export async function sweepOrphans(
  { db, storage, holders }: SweepParts,
  now: Date,
  graceMs = ORPHAN_GRACE_MS,
): Promise<SweptOrphans> {
  const before = new Date(now.getTime() - graceMs);
  const temporaries = await storage.listOlderThan(TEMP_PREFIX, before);
  for (const key of temporaries) await storage.remove(key);
  let removed = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.heldAt), lt(files.createdAt, before)))
      .orderBy(asc(files.createdAt))
      .limit(BATCH);
    if (batch.length === 0) break;
    const held = await holders.holding(
      db,
      batch.map((row) => row.id),
    );
    if (held.size) {
      await db
        .update(files)
        .set({ heldAt: sql`now()` })
        .where(inArray(files.id, [...held]));
    }
    for (const { id } of batch) {
      if (!held.has(id) && (await releaseFile(db, storage, id))) removed += 1;
    }
  }
  return { temporaries: temporaries.length, files: removed };
}
