import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_DEPTH } from '../../../src/engine/listLimits';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoOrderIds } from '../documents/documentSupport';
import { irCalls, userId } from './irSupport';

// docs/instruction-registers.md#the-list: no count (Content-Range ends in * while more follow, the
// exact total on the page that reaches the end), paging stops at LIST_PAGE_DEPTH, each reader's
// rows newest first on its index, and the sorts by number and collected at.
let test: TestApp;
let ir: ReturnType<typeof irCalls>;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  test = await createTestApp();
  ir = irCalls(test.app);
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role] = await signIn(test.app, email);
});
afterAll(() => test.close());

const listUrl = (params: { sort?: [string, string]; range?: [number, number]; filter?: object }) =>
  `?${new URLSearchParams({
    sort: JSON.stringify(params.sort ?? ['createdAt', 'DESC']),
    filter: JSON.stringify(params.filter ?? {}),
    ...(params.range ? { range: JSON.stringify(params.range) } : {}),
  })}`;

const ids = (answer: { json(): unknown }) => (answer.json() as { id: string }[]).map((r) => r.id);

async function farmWithIrs(count: number, extra: (index: number) => object = () => ({})) {
  const farm = await test.app.inject({
    method: 'POST',
    url: '/api/farms',
    headers: as.customerLiaison,
    payload: { name: `Paging farm ${Math.random()}`, country: 'ZA' },
  });
  const farmId = farm.json().id as string;
  const made: string[] = [];
  for (let index = 0; index < count; index += 1)
    made.push((await ir.create(as.customerLiaison!, { farmId, ...extra(index) })).id);
  return { farmId, made };
}

describe('the IR list pages without a count', () => {
  it('says * while a row follows the page, and the exact total on the page that ends it', async () => {
    const { farmId, made } = await farmWithIrs(3);
    const newestFirst = [...made].reverse();
    const first = await ir.call('GET', listUrl({ range: [0, 1], filter: { farmId } }), as.admin!);
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    expect(first.headers['content-range']).toBe('instruction-registers 0-1/*');
    const last = await ir.call('GET', listUrl({ range: [2, 3], filter: { farmId } }), as.admin!);
    expect(ids(last)).toEqual(newestFirst.slice(2));
    expect(last.headers['content-range']).toBe('instruction-registers 2-2/3');
    const past = await ir.call('GET', listUrl({ range: [4, 5], filter: { farmId } }), as.admin!);
    expect(ids(past)).toEqual([]);
    expect(past.headers['content-range']).toBe('instruction-registers 4-4/*');
  });

  it(`answers 400 for a range starting at ${LIST_PAGE_DEPTH} or later`, async () => {
    const deep = await ir.call(
      'GET',
      listUrl({ range: [LIST_PAGE_DEPTH, LIST_PAGE_DEPTH + 24] }),
      as.admin!,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual({ range: `Start below ${LIST_PAGE_DEPTH}` });
    const deepest = await ir.call(
      'GET',
      listUrl({ range: [LIST_PAGE_DEPTH - 25, LIST_PAGE_DEPTH - 1] }),
      as.admin!,
    );
    expect(deepest.statusCode).toBe(200);
  });
});

describe('the IR list of each reader', () => {
  it('lists exactly their IRs, newest first, a page at a time', async () => {
    const { clientId } = await demoOrderIds(test.app);
    const phId = await userId(test.app, 'ph@example.com');
    const theirs: string[] = [];
    for (let index = 0; index < 3; index += 1)
      theirs.push(
        (await ir.collectedWith(as.collector!, as.customerLiaison!, { clientId, phId })).id,
      );
    const other = (await ir.create(as.customerLiaison!, {})).id;
    for (const role of ['professionalHunter', 'huntingOutfitter', 'client', 'collector']) {
      const page = await ir.call('GET', listUrl({ range: [0, 1] }), as[role]!);
      expect([role, ids(page)]).toEqual([role, [theirs[2], theirs[1]]]);
      expect([role, page.headers['content-range']]).toEqual([role, 'instruction-registers 0-1/*']);
      const all = ids(await ir.call('GET', listUrl({}), as[role]!));
      expect([role, all.slice(0, 3)]).toEqual([role, [...theirs].reverse()]);
      expect([role, all.includes(other)]).toEqual([role, false]);
    }
  });
});

describe('the IR list sorted', () => {
  it('by collected at, as times, the undated after the dated going up and before them going down', async () => {
    // 09:00 in UTC+2 is earlier than 08:00 UTC: the sort compares times, not the text sent.
    const times = ['2026-03-01T09:00:00+02:00', null, '2026-03-01T08:00:00Z'];
    const { farmId, made } = await farmWithIrs(3, (index) => ({ collectedAt: times[index] }));
    const [early, undated, late] = made;
    const up = await ir.call(
      'GET',
      listUrl({ sort: ['collectedAt', 'ASC'], filter: { farmId } }),
      as.admin!,
    );
    expect(ids(up)).toEqual([early, late, undated]);
    const down = await ir.call(
      'GET',
      listUrl({ sort: ['collectedAt', 'DESC'], filter: { farmId } }),
      as.admin!,
    );
    expect(ids(down)).toEqual([undated, late, early]);
  });

  it('by number either way', async () => {
    const { farmId, made } = await farmWithIrs(3);
    const up = await ir.call(
      'GET',
      listUrl({ sort: ['number', 'ASC'], filter: { farmId } }),
      as.admin!,
    );
    expect(ids(up)).toEqual(made);
    const down = await ir.call(
      'GET',
      listUrl({ sort: ['number', 'DESC'], filter: { farmId } }),
      as.admin!,
    );
    expect(ids(down)).toEqual([...made].reverse());
  });
});
