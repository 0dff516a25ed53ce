import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../features/orders/orderStatuses';
import {
  availableTransitions,
  clientEmailFor,
  decideTransition,
  mayEditOrder,
  type OrderActor,
  type TransitionVerdict,
} from './orderWorkflow';
import { messageFor } from './i18n/messageFor';
import { phraseText } from './i18n/phrase';

/** A verdict with its refusal said in English, as the API says it to an English reader. */
const inEnglish = (verdict: TransitionVerdict) =>
  verdict.allowed
    ? verdict
    : {
        ...verdict,
        reason: phraseText((key, params) => messageFor('en', key, params), verdict.reason),
      };

// The workflow as a table: every move that exists, and who may make it. Any pair not listed is no
// move at all (409); a listed move by someone without a tick is forbidden (403).
// prettier-ignore
const MOVES: [from: OrderStatus, to: OrderStatus, staff: boolean, requester: boolean][] = [
  // from              to                staff   requester (own client, linked outfitter)
  ['draft',            'submitted',      false,  true ],
  ['draft',            'quoted',         true,   false],
  ['draft',            'cancelled',      true,   true ],
  ['submitted',        'quoted',         true,   false],
  ['submitted',        'cancelled',      true,   true ],
  ['quoted',           'accepted',       false,  true ],
  ['quoted',           'declined',       false,  true ],
  ['quoted',           'submitted',      true,   false],
  ['quoted',           'cancelled',      true,   false],
  ['declined',         'submitted',      true,   false],
  ['accepted',         'inProduction',   true,   false],
  ['accepted',         'cancelled',      true,   false],
  ['inProduction',     'readyForExport', true,   false],
  ['inProduction',     'cancelled',      true,   false],
  ['readyForExport',   'shipped',        true,   false],
  ['readyForExport',   'cancelled',      true,   false],
  ['shipped',          'completed',      true,   false],
];

const actor = (roles: OrderActor['roles'], relation: Partial<OrderActor> = {}): OrderActor => ({
  roles,
  isOrderClient: false,
  isLinkedOutfitter: false,
  ...relation,
});

// prettier-ignore
const ACTORS: [name: string, who: OrderActor, kind: 'staff' | 'requester' | 'nobody'][] = [
  ['admin',                  actor(['admin']),                                         'staff'],
  ['customer liaison',       actor(['customerLiaison']),                               'staff'],
  ["the order's client",     actor(['client'], { isOrderClient: true }),               'requester'],
  ['a linked outfitter',     actor(['huntingOutfitter'], { isLinkedOutfitter: true }), 'requester'],
  ['another client',         actor(['client']),                                        'nobody'],
  ['an unlinked outfitter',  actor(['huntingOutfitter']),                              'nobody'],
  ['a professional hunter',  actor(['professionalHunter']),                            'nobody'],
  ['a collector',            actor(['collector']),                                     'nobody'],
];

const pricedLines = [{ quantity: 1, unitPriceMinor: 100_00 }];

describe('order workflow: role x status x transition', () => {
  const cases = ACTORS.flatMap(([name, who, kind]) =>
    ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.map((to) => {
        const row = MOVES.find(([f, t]) => f === from && t === to);
        const expected = !row
          ? 409
          : (kind === 'staff' ? row[2] : kind === 'requester' && row[3])
            ? 'allowed'
            : 403;
        return { name, who, from, to, expected };
      }),
    ),
  );

  it.each(cases)('$name: $from -> $to is $expected', ({ who, from, to, expected }) => {
    const verdict = decideTransition(who, { status: from, lines: pricedLines }, to, 'a reason');
    expect(verdict.allowed ? 'allowed' : verdict.httpStatus).toBe(expected);
  });

  it('offers the editor exactly the moves the table allows', () => {
    for (const [, who, kind] of ACTORS) {
      for (const from of ORDER_STATUSES) {
        const expected = MOVES.filter(
          ([f, , staff, requester]) =>
            f === from && (kind === 'staff' ? staff : kind === 'requester' && requester),
        ).map(([, to]) => to);
        expect(availableTransitions(who, { status: from, lines: pricedLines }).sort()).toEqual(
          expected.sort(),
        );
      }
    }
  });
});

describe('order workflow: conditions on a move', () => {
  const liaison = actor(['customerLiaison']);
  const client = actor(['client'], { isOrderClient: true });
  const withPriceOnRequest = [...pricedLines, { quantity: 1, unitPriceMinor: null }];

  it('lets a client submit a request with price-on-request lines', () => {
    expect(
      decideTransition(client, { status: 'draft', lines: withPriceOnRequest }, 'submitted', ''),
    ).toEqual({ allowed: true });
  });

  it('refuses to quote while a line is price on request, saying why', () => {
    expect(
      inEnglish(
        decideTransition(liaison, { status: 'submitted', lines: withPriceOnRequest }, 'quoted', ''),
      ),
    ).toEqual({
      allowed: false,
      httpStatus: 409,
      reason: '1 line is price on request: staff price it first',
    });
  });

  it('refuses to submit or quote an order without lines', () => {
    expect(
      inEnglish(decideTransition(client, { status: 'draft', lines: [] }, 'submitted', '')),
    ).toMatchObject({
      httpStatus: 409,
      reason: 'Add at least one line first',
    });
    expect(decideTransition(liaison, { status: 'draft', lines: [] }, 'quoted', '')).toMatchObject({
      httpStatus: 409,
    });
  });

  it('wants a reason to cancel an accepted order, not a draft', () => {
    const accepted = { status: 'accepted' as const, lines: pricedLines };
    expect(inEnglish(decideTransition(liaison, accepted, 'cancelled', '  '))).toEqual({
      allowed: false,
      httpStatus: 400,
      reason: 'Say why the order is cancelled',
    });
    expect(decideTransition(client, { status: 'draft', lines: [] }, 'cancelled', '')).toEqual({
      allowed: true,
    });
  });

  it('names who may make a refused move', () => {
    expect(
      inEnglish(
        decideTransition(client, { status: 'accepted', lines: pricedLines }, 'inProduction', ''),
      ),
    ).toMatchObject({
      httpStatus: 403,
      reason: 'Only the studio may make this order In production',
    });
    expect(
      inEnglish(decideTransition(client, { status: 'shipped', lines: pricedLines }, 'draft', '')),
    ).toMatchObject({ httpStatus: 409, reason: 'An order that is Shipped cannot become Draft' });
  });
});

describe('who may edit an order', () => {
  // prettier-ignore
  const EDITS: [who: string, actor: OrderActor, statuses: OrderStatus[]][] = [
    ['staff',                actor(['admin']),                                         ['draft', 'submitted']],
    ["the order's client",   actor(['client'], { isOrderClient: true }),               ['draft']],
    ['a linked outfitter',   actor(['huntingOutfitter'], { isLinkedOutfitter: true }), ['draft']],
    ['a PH',                 actor(['professionalHunter']),                            []],
  ];
  it.each(EDITS)('%s edits an order only while it is %j', (_who, who, statuses) => {
    expect(ORDER_STATUSES.filter((status) => mayEditOrder(who, status))).toEqual(statuses);
  });
});

describe('e-mails to the client', () => {
  it('sends "quote ready" on quoting and "moved to" for every stage after acceptance', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((to) => [to, clientEmailFor(to)]))).toEqual({
      draft: undefined,
      submitted: undefined,
      quoted: 'quoteReady',
      accepted: undefined,
      declined: undefined,
      inProduction: 'stageChanged',
      readyForExport: 'stageChanged',
      shipped: 'stageChanged',
      completed: 'stageChanged',
      cancelled: 'stageChanged',
    });
  });
});
