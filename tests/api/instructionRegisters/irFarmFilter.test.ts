import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls } from './irSupport';

// docs/instruction-registers.md#farms: a farm's page reads its IRs through the list's farmId
// filter, within the caller's row scope.

const ctx = useTestApp();

async function newFarm(headers: Record<string, string>, name: string): Promise<string> {
  const answer = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/farms',
    headers,
    payload: { name, country: 'ZA' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

const byFarm = (farmId: string) =>
  `?sort=${encodeURIComponent('["createdAt","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ farmId }))}`;

describe('the IR list filtered by farm', () => {
  it('lists the IRs of that farm only, newest first', async () => {
    const ir = irCalls(ctx.test.app);
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const here = await newFarm(liaison, 'Farm with IRs');
    const elsewhere = await newFarm(liaison, 'Another farm');
    const first = await ir.create(liaison, { farmId: here });
    const second = await ir.create(liaison, { farmId: here });
    await ir.create(liaison, { farmId: elsewhere });
    const answer = await ir.call('GET', byFarm(here), liaison);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    expect(answer.headers['content-range']).toMatch(/\/2$/);
  });

  it('shows a collector only their own IRs of the farm', async () => {
    const ir = irCalls(ctx.test.app);
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const collector = await signIn(ctx.test.app, 'collector@example.com');
    const farmId = await newFarm(collector, 'Shared farm');
    const theirs = await ir.create(collector, { farmId });
    await ir.create(liaison, { farmId });
    const answer = await ir.call('GET', byFarm(farmId), collector);
    expect(answer.json().map((row: { id: string }) => row.id)).toEqual([theirs.id]);
  });

  it('answers 400 for a farm id that is no uuid', async () => {
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const answer = await irCalls(ctx.test.app).call('GET', byFarm('not-an-id'), liaison);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
  });
});
