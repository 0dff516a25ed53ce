import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls } from '../instructionRegisters/irSupport';

// docs/api.md#client-ids and docs/offline.md#opting-in: a farm made on a phone with no signal
// keeps the id the browser gave it, and its sync retried is the same request.

const ctx = useTestApp();

describe('a farm created with a browser-made id', () => {
  it('keeps that id, answers the same record when created again, and an IR may name it', async () => {
    const collector = await signIn(ctx.test.app, 'collector@example.com');
    const id = randomUUID();
    const create = () =>
      ctx.test.app.inject({
        method: 'POST',
        url: '/api/farms',
        headers: collector,
        payload: { id, name: 'Farm made offline', country: 'ZA' },
      });
    const [first, again] = [await create(), await create()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(first.json().id).toBe(id);
    expect(again.json()).toEqual(first.json());

    const read = await ctx.test.app.inject({ url: `/api/farms/${id}`, headers: collector });
    expect(read.statusCode, read.body).toBe(200);
    const named = await ctx.test.app.inject({
      url: `/api/farms?filter=${encodeURIComponent('{"q":"Farm made offline"}')}`,
      headers: collector,
    });
    expect(named.json()).toHaveLength(1);

    const ir = await irCalls(ctx.test.app).create(collector, { id: randomUUID(), farmId: id });
    expect(ir).toMatchObject({ farmId: id, farmName: 'Farm made offline' });
  });
});
