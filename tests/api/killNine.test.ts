import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../src/features/orders/definition';
import { openDatabase } from '../../src/server/db/openDatabase';
import { orderLines, orders } from '../../src/features/orders/table';
import { users } from '../../src/features/users/table';
import { orderTotals } from '../../src/shared/orderTotals';
import { useMainDataDir } from '../support/mainDataDir';
import { runMain } from '../support/runMain';
import { signInOverHttp } from '../support/signInOverHttp';
import { demoOrderBody } from './orders/orderSupport';

// A write the server confirmed (2xx) survives a kill -9, and no order is ever half-written: the
// order, its lines, totals and history are one transaction (docs/api.md#durability).
// PGlite in DATA_DIR by default; a fresh database on TEST_DATABASE_URL's server when it is set.
const { env, target, kind } = useMainDataDir('trophy-kill-');

const LINES_PER_ORDER = 3;
const WRITERS = 4;

/** Seeds the data dir with a first run, and reads an order body from it while no server holds it. */
async function seededBody(): Promise<OrderCreateBody> {
  const first = runMain(env);
  await first.ready;
  first.child.kill('SIGTERM');
  await first.exited;
  const database = await openDatabase(target);
  const body = await demoOrderBody(database);
  await database.close();
  return { ...body, lines: Array.from({ length: LINES_PER_ORDER }, () => body.lines[0]!) };
}

describe(`kill -9 (${kind})`, () => {
  it('keeps every confirmed write and never half an order', async () => {
    const body = await seededBody();
    const main = runMain(env);
    const url = await main.ready;
    const headers = await signInOverHttp(url, 'client@example.com');
    const created = new Set<string>();
    const submitted = new Set<string>();
    let killed = false;

    const writer = async () => {
      while (!killed) {
        try {
          const answer = await fetch(`${url}/api/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          if (answer.status !== 201) continue;
          const order = (await answer.json()) as { id: string; version: number };
          created.add(order.id);
          const moved = await fetch(`${url}/api/orders/${order.id}/transitions`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ to: 'submitted', note: '', version: order.version }),
          });
          if (moved.status === 200) submitted.add(order.id);
        } catch {
          // The server is gone: what it did not answer was never confirmed.
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (submitted.size < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    main.child.kill('SIGKILL');
    await main.exited;
    killed = true;
    await Promise.all(writers);

    // It starts again on the same files, and answers.
    const again = runMain(env);
    const againUrl = await again.ready;
    expect((await fetch(`${againUrl}/api/health`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const database = await openDatabase(target);
    try {
      const stored = await database.db.select().from(orders);
      const byId = new Map(stored.map((order) => [order.id, order]));
      for (const id of created) expect(byId.get(id)).toBeDefined();
      for (const id of submitted) expect(byId.get(id)?.status).toBe('submitted');
      for (const order of stored) {
        const lines = await database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        expect(lines.length).toBeGreaterThan(0);
        expect(orderTotals({ ...order, lines })).toMatchObject({
          subtotalMinor: order.subtotalMinor,
          totalMinor: order.totalMinor,
          depositMinor: order.depositMinor,
        });
      }
      // Every order of the client's stream, confirmed or committed just before the kill, is whole.
      const [client] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'client@example.com'));
      const streamed = stored.filter((order) => order.createdById === client!.id);
      expect(streamed.length).toBeGreaterThanOrEqual(created.size);
      for (const order of streamed) {
        const lines = await database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        expect(lines).toHaveLength(LINES_PER_ORDER);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
