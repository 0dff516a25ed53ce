import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { withLease } from '../../../src/server/db/lease';
import { leases } from '../../../src/server/db/schema/leases';
import { createTestDatabase } from '../../support/testDatabase';

const MINUTE = 60_000;

/** A promise and the function that settles it, to hold work open while a test looks. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

// docs/multi-process.md#leases: one run at a time holds a name, across processes of one database.
describe('withLease', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses a second run while the first holds the lease, and frees it after', async () => {
    const held = gate();
    const first = withLease(database.db, 'job', MINUTE, async () => {
      await held.opened;
      return 'first';
    });
    await expect.poll(async () => (await database.db.select().from(leases)).length).toBe(1);
    let secondRan = false;
    expect(
      await withLease(database.db, 'job', MINUTE, async () => {
        secondRan = true;
      }),
    ).toEqual({ ran: false });
    expect(secondRan).toBe(false);
    expect(await withLease(database.db, 'other job', MINUTE, async () => 'other')).toEqual({
      ran: true,
      result: 'other',
    });
    held.open();
    expect(await first).toEqual({ ran: true, result: 'first' });
    expect(await withLease(database.db, 'job', MINUTE, async () => 'again')).toEqual({
      ran: true,
      result: 'again',
    });
  });

  it('frees the lease when the work fails', async () => {
    await expect(
      withLease(database.db, 'failing', MINUTE, async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect((await withLease(database.db, 'failing', MINUTE, async () => 1)).ran).toBe(true);
  });

  it('takes over a lease whose holder died without releasing it, once it expired', async () => {
    await database.db.insert(leases).values({
      name: 'crashed',
      holder: 'a process that died',
      expiresAt: sql`now() + interval '1 minute'`,
    });
    expect((await withLease(database.db, 'crashed', MINUTE, async () => 1)).ran).toBe(false);
    await database.db.update(leases).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await withLease(database.db, 'crashed', MINUTE, async () => 1)).ran).toBe(true);
  });

  it('renews the lease while long work runs, so nobody takes it over', async () => {
    const held = gate();
    const long = withLease(database.db, 'long', 300, () => held.opened);
    // Past two lifetimes of the lease: only renewals keep it.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await withLease(database.db, 'long', 300, async () => 1)).ran).toBe(false);
    held.open();
    expect((await long).ran).toBe(true);
  });
});
