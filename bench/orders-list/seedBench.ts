import type { Exec, Query } from '../support/benchDatabases';
import { seedTables } from '../support/seedTables';
import { benchIdSql, OUTFITTER_SHARES, SMALLEST_OUTFITTER, type Shape } from './benchIds';
import { seedMessagesSql } from './seedMessages';

type People = Pick<Shape, 'clients' | 'smallestOutfitterClients' | 'outfitters' | 'smallPh'>;

/**
 * `(outfitter, lo, hi)`: the outfitter of client c is the one whose [lo, hi) holds c - 1, each
 * range its share of the clients (the smallest at least `smallestOutfitterClients`), the last one
 * up to the end.
 */
function shareRanges({ clients, smallestOutfitterClients }: People): string {
  let from = 0;
  const rows = OUTFITTER_SHARES.map((share, index) => {
    const count =
      index === SMALLEST_OUTFITTER
        ? Math.max(smallestOutfitterClients, (share / 100) * clients)
        : (share / 100) * clients;
    const to = index === OUTFITTER_SHARES.length - 1 ? clients : from + count;
    const row = `(${index + 1}, ${Math.ceil(from)}, ${Math.ceil(to)})`;
    from = to;
    return row;
  });
  return `(values ${rows.join(', ')}) share(n, lo, hi)`;
}

const STATUS_BY_BUCKET = `(array['draft','submitted','quoted','accepted','declined','inProduction',
  'readyForExport','shipped','completed','completed','completed','completed','completed','completed',
  'completed','completed','completed','completed','cancelled','completed'])[1 + abs(hashint4(g)) % 20]`;

// outfitter_orders is filled by the orders' insert trigger (docs/orders-list.md).
const ORDER_TABLES = ['orders', 'outfitter_orders', 'messages', 'message_read_marks'];
const ROLLUP_TABLES = [
  'order_rollups',
  'order_month_rollups',
  'quote_decision_rollups',
  'outfitter_month_rollups',
];

/**
 * Fills a migrated, empty database with `shape.orders` orders and their messages (seedMessages.ts)
 * in a few set-based statements, with their tables' indexes dropped and rebuilt from their own
 * definitions (seedTables), which is much faster than maintaining them row by row.
 * @example await seedBench(exec, query, shapeOf(10_000), passwordHash);
 */
export async function seedBench(exec: Exec, query: Query, shape: Shape, passwordHash: string) {
  await seedTables(
    exec,
    query,
    ORDER_TABLES,
    ['clients', 'client_outfitters', ...ROLLUP_TABLES],
    async () => {
      // The dashboards' rollup trigger (docs/dashboards.md#rollups) would gather the million rows
      // into one array; off for the load, then one set-based recount. outfitter_orders'
      // statement-level triggers stay on. The orders have no documents, so their paperwork state is
      // the column's default (incomplete).
      await exec(
        'alter table orders disable trigger orders_rollup_added, disable trigger orders_decisions',
      );
      await seedPeople(exec, shape, passwordHash);
      await exec(`
    insert into pricelists (id, name, currency, valid_from, active)
      values (${benchIdSql(1, '0')}, 'Bench prices', 'ZAR', '2020-01-01', true);
    insert into orders (status, client_id, outfitter_id, ph_id, pricelist_id, currency, vat_rate_bp,
        subtotal_minor, vat_minor, total_minor, tag_numbers, created_by_id, created_at, updated_at)
      select ${STATUS_BY_BUCKET}, ${benchIdSql(1, 'client')}, co.outfitter_id,
        ${benchIdSql(3, `case when g % ${Math.floor(shape.orders / 8)} = 0 then ${shape.smallPh} else 1 + g % ${shape.phs} end`)}, ${benchIdSql(1, '0')}, 'ZAR', 1500,
        (g % 997) * 10000, (g % 997) * 1500, (g % 997) * 11500,
        array['ZA' || lpad(g::text, 8, '0') || 'A', 'ZA' || lpad(g::text, 8, '0') || 'B'],
        ${benchIdSql(4, '1')}, timestamptz '2020-01-01' + g * interval '2 minutes',
        timestamptz '2020-01-01' + g * interval '2 minutes'
      from (select g, 1 + (g::bigint * 7919) % ${shape.clients} as client
        from generate_series(1, ${shape.orders}) g) s
      join client_outfitters co on co.client_id = ${benchIdSql(1, 'client')};
  `);
      await exec(seedMessagesSql);
      await exec(
        'alter table orders enable trigger orders_rollup_added, enable trigger orders_decisions; select rebuild_order_rollups(); select rebuild_outfitter_month_rollups();',
      );
    },
  );
}

/**
 * The accounts and clients of a bench (bench/orders-list, bench/instruction-registers, bench/lists):
 * the admin, the liaison, the outfitters with their shares of the clients (OUTFITTER_SHARES), the
 * PHs, the clients and `client@bench.example`, the account of client 1, and each client's link to
 * its outfitter; every password BENCH_PASSWORD.
 * @example await seedPeople(exec, shapeOf(10_000), passwordHash);
 */
export async function seedPeople(exec: Exec, people: People, passwordHash: string) {
  const users = (kind: 2 | 3, count: number, role: string, label: string) => `
    insert into users (id, email, password_hash, first_name, last_name, roles, email_confirmed_at, profile_completed_at)
    select ${benchIdSql(kind, 'n')}, '${label}' || n || '@bench.example', '${passwordHash}', '${label}', 'N' || n,
      array['${role}'], now(), now() from generate_series(1, ${count}) n;`;
  await exec(`
    insert into users (id, email, password_hash, first_name, last_name, roles, email_confirmed_at, profile_completed_at)
    values (${benchIdSql(4, '1')}, 'admin@bench.example', '${passwordHash}', 'Bench', 'Admin',
      array['admin'], now(), now()),
      (${benchIdSql(4, '2')}, 'liaison@bench.example', '${passwordHash}', 'Bench', 'Liaison',
      array['customerLiaison'], now(), now());
    ${users(2, people.outfitters, 'huntingOutfitter', 'outfitter')}
    ${users(3, people.smallPh, 'professionalHunter', 'ph')}
    insert into users (id, email, password_hash, first_name, last_name, roles, email_confirmed_at, profile_completed_at)
    values (${benchIdSql(5, '1')}, 'client@bench.example', '${passwordHash}', 'Bench', 'Client',
      array['client'], now(), now());
    insert into clients (id, first_name, last_name, email)
      select ${benchIdSql(1, 'c')}, (array['Smith','Jansen','Muller','Botha','Olsen','Garcia'])[1 + c % 6],
        'N' || c, 'client' || c || '@bench.example' from generate_series(1, ${people.clients}) c;
    update clients set user_id = ${benchIdSql(5, '1')} where id = ${benchIdSql(1, '1')};
    insert into client_outfitters (outfitter_id, client_id)
      select ${benchIdSql(2, 'share.n')}, ${benchIdSql(1, 'c')}
      from generate_series(1, ${people.clients}) c
      join ${shareRanges(people)} on c - 1 >= share.lo and c - 1 < share.hi;
  `);
}
