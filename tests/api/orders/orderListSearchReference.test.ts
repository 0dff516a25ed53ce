import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListFilter } from '../../../src/features/orders/definition';
import { parseOrderNumber } from '../../../src/features/orders/orderStatuses';
import type { ListReader, ListSort } from '../../../src/engine/server/listTypes';
import { listSearchContext } from '../../../src/engine/server/list';
import {
  clientIdsMatching,
  FEW_SEARCH_CLIENTS,
} from '../../../src/features/orders/server/clientNameMatch';
import { orderSearchSql } from '../../../src/features/orders/server/orderSearch';
import { searchWays } from '../../../src/features/orders/server/searchWay';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { orderCall, orderPageUrl, ordersStore, userId } from './orderSupport';

// docs/orders-list.md#reading-a-name: a search reads a name's orders by walking the scope's rows in
// the sort's order or client by client, whichever is cheap for the text; both must answer what one
// plain query answers: the same rows in the same order, the same page boundaries and the same
// Content-Range. The data makes each way run:
// - "walker": more clients than FEW_SEARCH_CLIENTS, each with one old order: walked;
// - "walkre", a typo: no name holds it as typed, but it is close to every walker: walked;
// - "smith" (a third of the newest orders), "botha" (1 order in 30): few clients, read by client;
// - "greyling": one client holds the 40 newest orders, 30 others one older order each: read by
//   client, page 1 from the one client alone.

const ctx = useTestApp();
const SMITHS = 60;
const BOTHAS = 60;
const WALKERS = FEW_SEARCH_CLIENTS + 50;
const RECENT = 1_500;
const GREYLINGS = 31;
let admin: Record<string, string>;
let outfitter: Record<string, string>;
let ph: Record<string, string>;
let outfitterId: string;
let phId: string;
let adminId: string;

const run = async (statement: SQL) => {
  await ctx.test.app.db.execute(statement);
};

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
  ph = await signIn(ctx.test.app, 'ph@example.com');
  outfitterId = await userId(ctx.test.app, 'outfitter@example.com');
  phId = await userId(ctx.test.app, 'ph@example.com');
  adminId = await userId(ctx.test.app, 'admin@example.com');
  await run(sql`insert into clients (first_name, last_name, email)
    select 'Smith', 'N' || n, 'smith' || n || '@reference.example' from generate_series(1, ${SMITHS}) n
    union all select 'Botha', 'N' || n, 'botha' || n || '@reference.example' from generate_series(1, ${BOTHAS}) n
    union all select 'Olsen', 'N' || n, 'olsen' || n || '@reference.example' from generate_series(1, 40) n
    union all select 'Walker', 'N' || n, 'walker' || n || '@reference.example' from generate_series(1, ${WALKERS}) n
    union all select 'Greyling', 'N' || n, 'greyling' || n || '@reference.example' from generate_series(1, ${GREYLINGS}) n`);
  // The outfitter sees half of each name, and more walkers than FEW_SEARCH_CLIENTS.
  await run(sql`insert into client_outfitters (client_id, outfitter_id)
    select id, ${outfitterId} from clients where email like '%@reference.example'
      and (split_part(last_name, 'N', 2)::int % 2 = 0 or first_name = 'Walker')`);
  const client = (name: string, n: string) =>
    sql`(select id from clients where lower(email) = ${name} || (${sql.raw(n)}) || '@reference.example')`;
  const values = (clientId: SQL, created: SQL) => sql`
      (array['draft','quoted','accepted','completed','cancelled'])[1 + (g + g / 30) % 5], ${clientId},
      case when (g + g / 30) % 3 = 0 then ${phId}::uuid end,
      (select id from pricelists where active limit 1), 'ZAR', 1500, (g % 97) * 1000, (g % 97) * 150,
      (g % 97) * 1150, array['RF' || g], ${adminId}::uuid, ${created}, ${created}`;
  const columns = sql`(status, client_id, ph_id, pricelist_id, currency, vat_rate_bp, subtotal_minor,
    vat_minor, total_minor, tag_numbers, created_by_id, created_at, updated_at)`;
  // Each walker's one order, long ago; then the recent orders: a third Smiths, 1 in 30 a Botha, the
  // rest Olsens. Every tenth shares its minute with the one before, so ids break ties.
  await run(sql`insert into orders ${columns}
    select ${values(client('walker', 'g'), sql`timestamptz '2020-01-01' + g * interval '1 hour'`)}
    from generate_series(1, ${WALKERS}) g`);
  await run(sql`insert into orders ${columns}
    select ${values(
      sql`case when g % 3 = 0 then ${client('smith', `1 + g % ${SMITHS}`)}
        when g % 30 = 1 then ${client('botha', `1 + g / 30 % ${BOTHAS}`)}
        else ${client('olsen', '1 + g % 40')} end`,
      sql`timestamptz '2030-01-01' + (g - g % 10 / 9) * interval '1 minute'`,
    )}
    from generate_series(1, ${RECENT}) g`);
  await run(sql`insert into orders ${columns}
    select ${values(
      client('greyling', `case when g <= 40 then 1 else g - 39 end`),
      sql`case when g <= 40 then timestamptz '2031-01-01' + g * interval '1 minute'
        else timestamptz '2029-01-01' + g * interval '1 minute' end`,
    )}
    from generate_series(1, 40 + ${GREYLINGS - 1}) g`);
});

interface Call {
  headers: () => Record<string, string>;
  /** The scope's condition on `o` in the reference query. */
  scope: () => SQL;
  filter: OrderListFilter;
  sort?: ListSort;
  offset?: number;
}

const NEWEST: ListSort = { field: 'createdAt', order: 'DESC' };

/** The sort's keys in the reference query: what docs/orders-list.md#sorting says each sorts by. */
function referenceOrder({ field, order }: ListSort): SQL {
  const up = order === 'ASC' ? sql.raw('asc') : sql.raw('desc');
  const down = order === 'ASC' ? sql.raw('desc') : sql.raw('asc');
  const newest = sql`o.created_at ${down}, o.id ${down}`;
  if (field === 'createdAt') return sql`o.created_at ${up}, o.id ${up}`;
  if (field === 'number') return sql`o.number ${up}`;
  if (field === 'status') return sql`o.status ${up}, ${newest}`;
  if (field === 'totalMinor') return sql`o.total_minor ${up}, ${newest}`;
  return sql`lower(c.first_name || ' ' || c.last_name) ${up}, o.client_id ${up}, ${newest}`;
}

/** One plain query: every order in scope whose number, tag or client's name matches, sorted. */
async function reference(call: Call, offset: number, limit: number): Promise<string[]> {
  const q = call.filter.q!;
  const number = parseOrderNumber(q);
  const result = await ctx.test.app.db.execute(sql`select o.id from orders o
    join clients c on c.id = o.client_id
    where ${call.scope()} ${call.filter.status ? sql`and o.status = ${call.filter.status}` : sql``}
      and (o.number = ${number ?? -1} or o.tag_numbers @> array[upper(${q})]
        or o.client_id in (${clientIdsMatching(q)}))
    order by ${referenceOrder(call.sort ?? NEWEST)} offset ${offset} limit ${limit}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function listed(call: Call, offset: number) {
  const answer = await ctx.test.app.inject({
    url: orderPageUrl(call.filter, call.sort ?? NEWEST, offset),
    headers: call.headers(),
  });
  expect(answer.statusCode).toBe(200);
  return {
    ids: (answer.json() as { id: string }[]).map((row) => row.id),
    range: answer.headers['content-range'],
  };
}

/** The page and its Content-Range as the reference query answers them. */
async function expected(call: Call, offset: number) {
  const ids = await reference(call, offset, 26);
  const more = ids.length > 25;
  const shown = ids.slice(0, 25);
  const last = offset + Math.max(shown.length - 1, 0);
  const total = more || (ids.length === 0 && offset > 0) ? '*' : String(offset + ids.length);
  return { ids: shown, range: `orders ${offset}-${last}/${total}` };
}

const all = () => sql`true`;
const linked = () =>
  sql`o.client_id in (select client_id from client_outfitters where outfitter_id = ${outfitterId})`;
const hunted = () => sql`o.ph_id = ${phId}`;
const asAdmin = { headers: () => admin, scope: all };
const asOutfitter = { headers: () => outfitter, scope: linked };
const asPh = { headers: () => ph, scope: hunted };

describe('a search answers what one plain query answers', () => {
  const calls: [string, Call][] = [
    ['a broad name', { ...asAdmin, filter: { q: 'smith' } }],
    ['a rare name', { ...asAdmin, filter: { q: 'botha' } }],
    ['a name of many clients with old orders', { ...asAdmin, filter: { q: 'walker' } }],
    ['a name with its number', { ...asAdmin, filter: { q: 'Botha N1' } }],
    ['a name whose one client holds the newest orders', { ...asAdmin, filter: { q: 'greyling' } }],
    [
      'a name whose one client holds the newest orders, oldest first',
      { ...asAdmin, filter: { q: 'greyling' }, sort: { field: 'createdAt', order: 'ASC' } },
    ],
    ['a name with a typo', { ...asAdmin, filter: { q: 'Bothe' } }],
    ['a typo close to many clients', { ...asAdmin, filter: { q: 'Walkre' } }],
    ['a number that is also in names', { ...asAdmin, filter: { q: '12' } }],
    ['an order number', { ...asAdmin, filter: { q: 'Q-40' } }],
    ['a tag number', { ...asAdmin, filter: { q: 'rf1201' } }],
    ['a name with a status', { ...asAdmin, filter: { q: 'botha', status: 'quoted' } }],
    ['a broad name with a status', { ...asAdmin, filter: { q: 'smith', status: 'draft' } }],
    ['a broad name in an outfitter’s scope', { ...asOutfitter, filter: { q: 'smith' } }],
    // RF12 is on three orders: a walker's (linked), an Olsen's (not) and a Greyling's.
    ['a tag number in an outfitter’s scope', { ...asOutfitter, filter: { q: 'rf12' } }],
    ['a rare name in an outfitter’s scope', { ...asOutfitter, filter: { q: 'botha' } }],
    ['many clients in an outfitter’s scope', { ...asOutfitter, filter: { q: 'walker' } }],
    [
      'a typo close to many clients in an outfitter’s scope',
      { ...asOutfitter, filter: { q: 'walkre' } },
    ],
    [
      'a name with a status in an outfitter’s scope',
      { ...asOutfitter, filter: { q: 'botha', status: 'cancelled' } },
    ],
    ['a name in a PH’s scope', { ...asPh, filter: { q: 'botha' } }],
    [
      'a rare name by client, then newest',
      { ...asAdmin, filter: { q: 'botha' }, sort: { field: 'clientName', order: 'ASC' } },
    ],
    [
      'a broad name by total',
      { ...asAdmin, filter: { q: 'smith' }, sort: { field: 'totalMinor', order: 'DESC' } },
    ],
    [
      'a rare name by number, in an outfitter’s scope',
      { ...asOutfitter, filter: { q: 'botha' }, sort: { field: 'number', order: 'ASC' } },
    ],
    [
      'many clients by status',
      { ...asAdmin, filter: { q: 'walker' }, sort: { field: 'status', order: 'ASC' } },
    ],
  ];

  it.each(calls)('%s: page 1, page 3 and the last pages', async (_name, call) => {
    const first = await expected(call, 0);
    expect(first.ids.length).toBeGreaterThan(0);
    const end = (await reference(call, 0, 100_000)).length;
    for (const offset of new Set([0, 50, Math.max(end - 30, 0), Math.max(end - 25, 0), end])) {
      expect(await listed(call, offset), `offset ${offset}`).toEqual(await expected(call, offset));
    }
  });

  const readers = (): [ListReader, () => SQL][] => [
    [{ id: adminId, roles: ['admin'] }, all],
    [{ id: outfitterId, roles: ['huntingOutfitter'] }, linked],
  ];
  /** What the list's search is given for this reader's call of `limit` rows from `offset`. */
  const searchContext = (reader: ListReader, q: string, offset: number, limit: number) => {
    const { db } = ctx.test.app;
    return listSearchContext(
      db,
      ordersStore,
      orderCall(db, reader, { q }, NEWEST, offset, limit),
      limit,
    );
  };

  const rowsOf = async (query: SQL) =>
    ((await ctx.test.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  // The route remembers how a text is read (searchWay.ts); a stale answer must only cost time.
  it.each([
    ['a broad name read client by client', 'walker', 'byClient'],
    ['a rare name walked', 'botha', 'walk'],
    ['a typo close to many clients read client by client', 'walkre', 'byClient'],
    ['a name with its number walked', 'Botha N1', 'walk'],
  ] as const)(
    '%s reads the same rows, on page 1 and past the first 1,000',
    async (_name, q, searchWay) => {
      for (const [reader, condition] of readers()) {
        for (const offset of [0, FEW_SEARCH_CLIENTS]) {
          const result = await ctx.test.app.db.execute(
            orderSearchSql(searchContext(reader, q, offset, 26), searchWay),
          );
          const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
          expect(ids, `offset ${offset}`).toEqual(
            await reference({ ...asAdmin, scope: condition, filter: { q } }, offset, 26),
          );
        }
      }
    },
  );

  it('counts once a text and scope how to read it: by the words as typed, then in the scope', async () => {
    const wayOf = searchWays();
    let counts = 0;
    const read = (query: SQL) => {
      counts += 1;
      return rowsOf(query);
    };
    const [staff, anOutfitter] = readers().map(([reader]) => reader);
    const search = (q: string, reader = staff!) => wayOf(read, searchContext(reader, q, 0, 26));
    expect(await search('walker')).toBe('walk');
    expect(counts).toBe(1);
    expect(await search(' WALKER ')).toBe('walk');
    expect(counts).toBe(1);
    expect(await search('walkre')).toBe('walk');
    expect(counts).toBe(3);
    // 60 Smiths of all the clients, counted once for every text: a page walks more rows than 60.
    expect(await search('smith')).toBe('byClient');
    expect(counts).toBe(6);
    expect(await search('smith', anOutfitter!)).toBe('byClient');
    expect(counts).toBe(8);
  });

  it('walks for a name in so large a share of the clients that a walk reads fewer rows than the probes', async () => {
    const [staff] = readers().map(([reader]) => reader);
    const [{ clients }] = (await rowsOf(sql`select count(*)::int as clients from clients`)) as [
      { clients: number },
    ];
    // "smith": 60 of the clients, one in twenty or more; a walk for a page of `limit` rows reads
    // about limit × clients / 60 of them, fewer than 60 probes once limit × clients < 3,600.
    const shortPage = Math.floor((SMITHS * SMITHS - 1) / clients);
    expect(shortPage).toBeGreaterThan(0);
    const wayFor = (limit: number) =>
      searchWays()(rowsOf, searchContext(staff!, 'smith', 0, limit));
    expect(await wayFor(shortPage)).toBe('walk');
    expect(await wayFor(shortPage + 1)).toBe('byClient');
  });

  it('has data that makes each way run', async () => {
    const count = async (q: string, scope: () => SQL) =>
      (await reference({ ...asAdmin, scope, filter: { q } }, 0, 100_000)).length;
    expect(await count('walker', all)).toBeGreaterThan(FEW_SEARCH_CLIENTS);
    expect(await count('walker', linked)).toBeGreaterThan(FEW_SEARCH_CLIENTS);
    expect(await count('walkre', all)).toBe(await count('walker', all));
  });
});
