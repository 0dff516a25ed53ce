import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { IR_STATUSES } from '../../../src/features/instruction-registers/irStatuses';
import { irCalls, userId } from './irSupport';

// docs/instruction-registers.md#the-register and docs/api.md#client-ids.
let test: TestApp;
let ir: ReturnType<typeof irCalls>;
let collector: Record<string, string>;
let liaison: Record<string, string>;
let speciesId: string;

beforeAll(async () => {
  test = await createTestApp();
  ir = irCalls(test.app);
  collector = await signIn(test.app, 'collector@example.com');
  liaison = await signIn(test.app, 'liaison@example.com');
  speciesId = (await test.app.inject({ url: '/api/species', headers: liaison })).json()[0].id;
});
afterAll(() => test.close());

describe('an IR', () => {
  it('is saved with its header alone, open, numbered, collected by its creator', async () => {
    const made = await ir.create(collector, { hunterName: 'J. Smith' });
    expect(made).toMatchObject({
      status: 'open',
      lines: [],
      collectorId: await userId(test.app, 'collector@example.com'),
      hunterName: 'J. Smith',
    });
    expect(made.number).toBeGreaterThan(0);
    expect(made.history).toEqual([expect.objectContaining({ from: null, to: 'open' })]);
  });

  it('keeps its lines, in order, with parts and measurements', async () => {
    const made = await ir.create(collector, {});
    const lines = [
      {
        speciesId,
        tagNumber: 'za-1',
        parts: ['cape', 'horns'],
        measurements: [{ name: 'left horn', value: '52 cm' }],
        conditionNotes: 'hair slip on the neck',
      },
      { speciesId, sex: 'female' },
    ];
    const answer = await ir.update(collector, made, { lines });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().lines).toEqual([
      expect.objectContaining({ tagNumber: 'ZA-1', parts: ['cape', 'horns'], sex: 'unknown' }),
      expect.objectContaining({ sex: 'female', parts: [], photoFileIds: [] }),
    ]);
    expect(answer.json().lines[0].measurements).toEqual([{ name: 'left horn', value: '52 cm' }]);
  });

  it('created again with the same id answers 200 with the same record, and makes one', async () => {
    const id = randomUUID();
    const first = await ir.call('POST', '', collector, { id, hunterName: 'Once' });
    const again = await ir.call('POST', '', collector, { id, hunterName: 'Once' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const listed = await ir.call('GET', `?filter=${encodeURIComponent('{"q":"Once"}')}`, collector);
    expect(listed.json().filter((row: { id: string }) => row.id === id)).toHaveLength(1);
  });

  it("refuses an id that is another user's record with 409", async () => {
    const theirs = await ir.create(liaison, {});
    const answer = await ir.call('POST', '', collector, { id: theirs.id });
    expect(answer.statusCode).toBe(409);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const made = await ir.create(collector, { notes: 'first' });
    expect((await ir.update(collector, made, { notes: 'second' })).statusCode).toBe(200);
    const stale = await ir.update(collector, made, { notes: 'third' });
    expect(stale.statusCode).toBe(409);
    expect((await ir.call('GET', `/${made.id}`, collector)).json().notes).toBe('second');
  });

  it('refuses a hunt that ends before it starts with 400', async () => {
    const answer = await ir.call('POST', '', collector, {
      huntStartsOn: '2026-05-10',
      huntEndsOn: '2026-05-01',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('huntEndsOn');
  });

  it('keeps the collector a collector set, whatever the body names', async () => {
    const liaisonId = await userId(test.app, 'liaison@example.com');
    const made = await ir.create(collector, { collectorId: liaisonId });
    expect(made.collectorId).toBe(await userId(test.app, 'collector@example.com'));
  });

  it('of the demo collector exists in every status (docs/settings.md#demo-data)', async () => {
    for (const status of IR_STATUSES) {
      const filter = encodeURIComponent(JSON.stringify({ status }));
      const answer = await ir.call('GET', `?filter=${filter}`, collector);
      expect([status, answer.json().length > 0]).toEqual([status, true]);
    }
  });
});
