import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { activePricelist, irCalls, signedBody, type PricelistItem } from './irSupport';

// docs/instruction-registers.md#transitions and #from-register-to-quote.
let test: TestApp;
let ir: ReturnType<typeof irCalls>;
let collector: Record<string, string>;
let liaison: Record<string, string>;
let pricelist: { id: string; items: PricelistItem[] };
let clientId: string;

beforeAll(async () => {
  test = await createTestApp();
  ir = irCalls(test.app);
  collector = await signIn(test.app, 'collector@example.com');
  liaison = await signIn(test.app, 'liaison@example.com');
  pricelist = await activePricelist(test.app, liaison);
  clientId = (await test.app.inject({ url: '/api/clients', headers: liaison })).json()[0].id;
});
afterAll(() => test.close());

const priced = () => pricelist.items.find((item) => item.priceMinor !== null)!;

/** An IR the collector made, signed, with one line, moved through `moves` by `who`. */
type Move = [to: string, who: () => Record<string, string>];

async function irAt(moves: Move[] = []) {
  const body = await signedBody(test.app, collector, priced().speciesId);
  body.lines = body.lines.map((line) => ({ ...line, trophyTypeId: priced().trophyTypeId }));
  let record = await ir.collectedWith(collector, liaison, { clientId }, body);
  for (const [to, who] of moves) {
    const answer = await ir.move(who(), record, to);
    if (answer.statusCode !== 200) throw new Error(`${to}: ${answer.body}`);
    record = answer.json();
  }
  return record;
}
const asCollector = () => collector;
const asLiaison = () => liaison;

describe('IR transitions', () => {
  it.each([
    ['open', 'collected', 'collector', [], 200],
    ['open', 'collected', 'liaison', [], 200],
    ['open', 'cancelled', 'liaison', [], 200],
    ['open', 'cancelled', 'collector', [], 403],
    ['open', 'received', 'liaison', [], 409],
    ['collected', 'received', 'liaison', [['collected', asCollector]], 200],
    ['collected', 'received', 'collector', [['collected', asCollector]], 403],
    ['collected', 'cancelled', 'liaison', [['collected', asCollector]], 200],
    ['collected', 'open', 'liaison', [['collected', asCollector]], 409],
    [
      'received',
      'quoted',
      'liaison',
      [
        ['collected', asCollector],
        ['received', asLiaison],
      ],
      409,
    ],
    [
      'received',
      'cancelled',
      'liaison',
      [
        ['collected', asCollector],
        ['received', asLiaison],
      ],
      409,
    ],
  ] as const)('%s -> %s by %s (after %j) answers %i', async (_from, to, who, moves, status) => {
    const record = await irAt(moves as unknown as Move[]);
    const answer = await ir.move(who === 'collector' ? collector : liaison, record, to);
    expect(answer.statusCode).toBe(status);
    if (status === 200) {
      expect(answer.json().status).toBe(to);
      expect(answer.json().history.at(-1)).toMatchObject({ from: record.status, to });
      expect(answer.json().history.at(-1).byName).not.toBe('');
    } else {
      expect(answer.json().message).toBeTruthy();
    }
  });

  it('refuses Collected without both signatures and a line (409)', async () => {
    const bare = await ir.create(collector, {});
    const answer = await ir.move(collector, bare, 'collected');
    expect(answer.statusCode).toBe(409);
  });

  it('refuses a stale version with 409', async () => {
    const record = await irAt();
    const answer = await ir.move(
      collector,
      { ...record, version: record.version - 1 + 5 },
      'collected',
    );
    expect(answer.statusCode).toBe(409);
  });

  it("ends a collector's edits at Received (409); staff still edit", async () => {
    const record = await irAt([
      ['collected', asCollector],
      ['received', asLiaison],
    ]);
    expect((await ir.update(collector, record, { notes: 'late' })).statusCode).toBe(409);
    expect((await ir.update(liaison, record, { notes: 'checked in' })).statusCode).toBe(200);
  });
});

describe('a quote from a Received IR', () => {
  it('is one draft order priced from the pricelist; the second call answers the same id', async () => {
    const record = await irAt([
      ['collected', asCollector],
      ['received', asLiaison],
    ]);
    const first = await ir.quote(liaison, record.id, pricelist.id);
    const again = await ir.quote(liaison, record.id, pricelist.id);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const order = (
      await test.app.inject({ url: `/api/orders/${first.json().orderId}`, headers: liaison })
    ).json();
    expect(order).toMatchObject({ status: 'draft', irId: record.id, clientId });
    // The screen names the quote it goes to by its number.
    expect(first.json().number).toBe(order.number);
    expect(order.lines).toEqual([
      expect.objectContaining({
        speciesId: priced().speciesId,
        trophyTypeId: priced().trophyTypeId,
        unitPriceMinor: priced().priceMinor,
        tagNumbers: ['T-1'],
      }),
    ]);
    const after = (await ir.call('GET', `/${record.id}`, liaison)).json();
    expect(after).toMatchObject({ status: 'quoted', orderId: first.json().orderId });
    const closed = await ir.move(liaison, after, 'closed');
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await ir.update(liaison, closed.json(), { notes: 'late' })).statusCode).toBe(409);
  });

  it('is refused for an IR not yet Received (409) and for a collector (403)', async () => {
    const record = await irAt([['collected', asCollector]]);
    expect((await ir.quote(liaison, record.id, pricelist.id)).statusCode).toBe(409);
    expect((await ir.quote(collector, record.id, pricelist.id)).statusCode).toBe(403);
  });

  it('asks for a client first (409, nothing made)', async () => {
    const record = await irAt([
      ['collected', asCollector],
      ['received', asLiaison],
    ]);
    const cleared = (await ir.update(liaison, record, { clientId: null })).json();
    const answer = await ir.quote(liaison, cleared.id, pricelist.id);
    expect(answer.statusCode).toBe(409);
    expect((await ir.call('GET', `/${record.id}`, liaison)).json().orderId).toBeNull();
  });
});
