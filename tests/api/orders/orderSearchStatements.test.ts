import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListFilter } from '../../../src/features/orders/definition';
import { listSearchContext } from '../../../src/engine/server/list';
import type { ListSort } from '../../../src/engine/server/listTypes';
import { FEW_SEARCH_CLIENTS } from '../../../src/features/orders/server/clientNameMatch';
import { orderSearchSql } from '../../../src/features/orders/server/orderSearch';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { NEWEST_FIRST, orderCall, orderPageUrl, ordersStore, userId } from './orderSupport';

// docs/orders-list.md#prepared-statements: a search's first page with no other filter and at most
// three words, walked as staff or as an outfitter, or read client by client as staff (each word of
// three characters or more), is kept as a named statement, and PostgreSQL plans it once for every
// text; any other search is planned for its text on each call. PGlite has no named statements.
//
// pg_prepared_statements shows the statements of the connection that asks. The calls run one after
// another and the pool hands out the connection released last, so the route's page query and the
// question share one; mail is not looked for meanwhile, so nothing else takes a connection.

const ctx = useTestApp({ mailDelivery: { pollMs: 60 * 60_000 } });
const WALKERS = FEW_SEARCH_CLIENTS + 10;
let admin: Record<string, string>;
let outfitter: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
  const outfitterId = await userId(ctx.test.app, 'outfitter@example.com');
  adminId = await userId(ctx.test.app, 'admin@example.com');
  const run = (statement: ReturnType<typeof sql>) => ctx.test.app.db.execute(statement);
  // More walkers than FEW_SEARCH_CLIENTS, so "walker" is walked; two Bothas, read client by client.
  await run(sql`insert into clients (first_name, last_name, email)
    select 'Walker', 'N' || n, 'walker' || n || '@statements.example' from generate_series(1, ${WALKERS}) n
    union all select 'Botha', 'N' || n, 'botha' || n || '@statements.example' from generate_series(1, 2) n`);
  await run(sql`insert into client_outfitters (client_id, outfitter_id)
    select id, ${outfitterId} from clients where email like '%@statements.example'`);
  await run(sql`insert into orders (status, client_id, pricelist_id, currency, vat_rate_bp,
      subtotal_minor, vat_minor, total_minor, tag_numbers, created_by_id, created_at, updated_at)
    select 'quoted', c.id, (select id from pricelists where active limit 1), 'ZAR', 1500, 1000, 150,
      1150, array['ST' || row_number() over ()], ${adminId}::uuid, now(), now()
    from clients c where c.email like '%@statements.example'`);
});

/** Calls the list `times` times, one after another. */
async function list(
  headers: Record<string, string>,
  filter: OrderListFilter,
  {
    sort = NEWEST_FIRST,
    offset = 0,
    times = 7,
  }: { sort?: ListSort; offset?: number; times?: number } = {},
) {
  for (let call = 0; call < times; call++) {
    const answer = await ctx.test.app.inject({ url: orderPageUrl(filter, sort, offset), headers });
    expect(answer.statusCode).toBe(200);
  }
}

/** The connection's named search pages (the ones with a union of branches) and their plans. */
async function searchStatements() {
  const result = (await ctx.test.app.db.execute(sql`select name, generic_plans, custom_plans
    from pg_prepared_statements where name like 'orders_page_%' and statement like '% union %'`)) as unknown as {
    rows: { name: string; generic_plans: string; custom_plans: string }[];
  };
  return result.rows.map((row) => ({
    name: row.name,
    generic: Number(row.generic_plans),
    custom: Number(row.custom_plans),
  }));
}

interface PlanNode {
  'Node Type': string;
  'Total Cost': number;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** A plan's nodes, each with its cost and rows, without the values its conditions name. */
const shape = (node: PlanNode): unknown => ({
  node: node['Node Type'],
  cost: node['Total Cost'],
  rows: node['Plan Rows'],
  of: node.Plans?.map(shape) ?? [],
});

/** The plan PostgreSQL makes of the walked first page's ids for its values, or for every value. */
async function walkPlans() {
  const { db } = ctx.test.app;
  const call = orderCall(
    db,
    { id: adminId, roles: ['admin'] },
    { q: 'walker' },
    NEWEST_FIRST,
    0,
    26,
  );
  const query = orderSearchSql(listSearchContext(db, ordersStore, call, 26), 'walk');
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const values = params.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
  return ctx.test.app.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare walk_plans as ${text}`));
    const plans: Record<string, unknown> = {};
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      const result = (await tx.execute(
        sql.raw(`explain (format json) execute walk_plans(${values.join(', ')})`),
      )) as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] };
      plans[mode] = shape(result.rows[0]!['QUERY PLAN'][0]!.Plan);
    }
    await tx.execute(sql`deallocate walk_plans`);
    return plans;
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the prepared statements of searches', () => {
  it('plans a walked first page for every text as for one: its row counts are in its text', async () => {
    const plans = await walkPlans();
    expect(plans.force_generic_plan).toEqual(plans.force_custom_plan);
  });

  // PostgreSQL plans the first five calls for their values, then keeps the generic plan.
  it.each([
    ['a walked first page as staff', () => admin, 'walker', 'alke'],
    ['a first page read client by client as staff', () => admin, 'botha', 'both'],
    ['an outfitter’s walked first page', () => outfitter, 'walker', 'alke'],
  ] as const)('keeps one plan of %s for every text', async (_name, headers, text, other) => {
    const before = new Set((await searchStatements()).map(({ name }) => name));
    await list(headers(), { q: text }, { times: 4 });
    await list(headers(), { q: other }, { times: 4 });
    const added = (await searchStatements()).filter(({ name }) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]!.generic).toBeGreaterThan(0);
  });

  it('plans every other search for its text', async () => {
    // A statement's plans count its calls: an unnamed search adds no statement and calls none.
    const before = await searchStatements();
    await list(admin, { q: 'bo' }); // read client by client, a word too short for the trigram index
    await list(admin, { q: 'walker walker walker walker' }); // more than three words
    await list(admin, { q: 'walker' }, { offset: 25 }); // a deeper page
    await list(admin, { q: 'walker', status: 'quoted' }); // another filter
    await list(admin, { q: 'walker' }, { sort: { field: 'clientName', order: 'ASC' } }); // by the client's name
    await list(outfitter, { q: 'botha' }); // an outfitter's clients read one by one, joined with their links
    expect(await searchStatements()).toEqual(before);
  });
});
