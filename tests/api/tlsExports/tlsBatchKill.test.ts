import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TlsExportProgress } from '../../../src/features/tls-exports/tlsExports';
import type { Db } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/openDatabase';
import { jobs } from '../../../src/server/db/schema/jobs';
import { orders } from '../../../src/features/orders/table';
import { tlsExports } from '../../../src/features/tls-exports/table';
import { useMainDataDir } from '../../support/mainDataDir';
import { runMain } from '../../support/runMain';
import { signInOverHttp } from '../../support/signInOverHttp';
import { acceptedOrdersInBulk, batchMoveTraces } from './tlsSupport';

// docs/tls-export.md#batches: a process killed (kill -9) while a batch's job moves its orders
// leaves no order half moved (moved, marked, with its history row and e-mail, or untouched), and
// the next process goes on with the job once its lease has run out, moving each order once.
const { dataDir, env, target, kind } = useMainDataDir('trophy-tls-kill-', 'seeded');
const ORDERS = 2000;
const withShortLease = { ...env, JOB_LEASE_SECONDS: '3' };

/** The batch's orders in each state, with the history rows and e-mails their moves wrote. */
async function stateOf(db: Db, batch: { id: string; number: number }, ids: string[]) {
  const inState = async (...where: Parameters<typeof and>) => {
    const [row] = await db
      .select({ count: count() })
      .from(orders)
      .where(and(inArray(orders.id, ids), ...where));
    return row!.count;
  };
  const moved = await inState(
    eq(orders.status, 'inProduction'),
    eq(orders.tlsExportId, batch.id),
    isNotNull(orders.exportedToTlsAt),
  );
  const untouched = await inState(
    eq(orders.status, 'accepted'),
    isNull(orders.tlsExportId),
    isNull(orders.exportedToTlsAt),
  );
  const { history, mails } = await batchMoveTraces(db, batch, ids);
  const [job] = await db
    .select({ status: jobs.status, done: jobs.progressDone, attempts: jobs.attempts })
    .from(jobs)
    .innerJoin(tlsExports, eq(tlsExports.jobId, jobs.id))
    .where(eq(tlsExports.id, batch.id));
  return { moved, untouched, history, mails, job: job! };
}

async function progressOf(url: string, headers: Record<string, string>, id: string) {
  const answer = await fetch(`${url}/api/tls-exports/${id}/progress`, { headers });
  return (await answer.json()) as TlsExportProgress;
}

describe(`a TLS batch's job under kill -9 (${kind})`, () => {
  it('leaves no order half moved, and goes on in the next process once its lease runs out', async () => {
    const seeding = await openDatabase(target);
    const ids = (await acceptedOrdersInBulk(seeding.db, ORDERS)).map((order) => order.id);
    await seeding.close();

    const main = runMain(withShortLease);
    const url = await main.ready;
    const headers = await signInOverHttp(url, 'liaison@example.com');
    const created = await fetch(`${url}/api/tls-exports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderIds: ids }),
    });
    expect(created.status).toBe(201);
    const batch = (await created.json()) as { id: string; number: number };
    let seen = await progressOf(url, headers, batch.id);
    while (seen.progress.done === 0) seen = await progressOf(url, headers, batch.id);
    main.child.kill('SIGKILL');
    await main.exited;
    expect(seen.status, 'the batch was done before the kill').toBe('running');

    const killed = await openDatabase(target);
    try {
      const state = await stateOf(killed.db, batch, ids);
      expect(state.moved).toBeGreaterThanOrEqual(seen.progress.done);
      expect(state).toEqual({
        moved: state.moved,
        untouched: ORDERS - state.moved,
        history: { rows: state.moved, orders: state.moved },
        mails: state.moved,
        job: { status: 'running', done: state.moved, attempts: 1 },
      });
    } finally {
      await killed.close();
    }

    const again = runMain(withShortLease);
    const againUrl = await again.ready;
    const againHeaders = await signInOverHttp(againUrl, 'liaison@example.com');
    let last = await progressOf(againUrl, againHeaders, batch.id);
    while (last.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await progressOf(againUrl, againHeaders, batch.id);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(last).toEqual({
      status: 'done',
      progress: { done: ORDERS, total: ORDERS },
      error: null,
    });

    const resumed = await openDatabase(target);
    try {
      expect(await stateOf(resumed.db, batch, ids)).toEqual({
        moved: ORDERS,
        untouched: 0,
        history: { rows: ORDERS, orders: ORDERS },
        mails: ORDERS,
        job: { status: 'done', done: ORDERS, attempts: 2 },
      });
      const [row] = await resumed.db.select().from(tlsExports).where(eq(tlsExports.id, batch.id));
      const zip = readFileSync(join(dataDir, 'files', row!.fileKey));
      expect(createHash('sha256').update(zip).digest('hex')).toBe(row!.checksumSha256);
      expect(row).toMatchObject({ orderCount: ORDERS, lineCount: ORDERS });
    } finally {
      await resumed.close();
    }
  }, 180_000);
});
