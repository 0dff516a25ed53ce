import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/features/users/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

// docs/order-workflow.md#history: the history shows the mover's name at the time of the move.
const ctx = useTestApp();

describe('order history names', () => {
  it('keeps the name a user had when they moved the order, after they change it', async () => {
    const { app } = ctx.test;
    const headers = await signIn(app, 'client@example.com');
    const created = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: await demoOrderBody(app),
    });
    const order = created.json();
    const nameAtTheTime = order.history[0].byName;
    expect(nameAtTheTime).toMatch(/\S/);

    await app.db
      .update(users)
      .set({ firstName: 'Zoë', lastName: 'Ødegård' })
      .where(eq(users.email, 'client@example.com'));
    const shown = (await app.inject({ url: `/api/orders/${order.id}`, headers })).json();
    expect(shown.history[0].byName).toBe(nameAtTheTime);

    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transitions`,
      headers,
      payload: { to: 'submitted', note: '', version: order.version },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().history.map((change: { byName: string }) => change.byName)).toEqual([
      nameAtTheTime,
      'Zoë Ødegård',
    ]);
  });
});
