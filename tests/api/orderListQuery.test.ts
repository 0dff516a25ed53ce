import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListFilter } from '../../src/features/orders/definition';
import { ORDER_STATUSES } from '../../src/features/orders/orderStatuses';
import type { Database } from '../../src/server/db/database';
import { clientOutfitters, clients } from '../../src/features/clients/table';
import { orders } from '../../src/features/orders/table';
import { pricelists } from '../../src/features/pricelists/table';
import { users } from '../../src/features/users/table';
import { orderPageQuery } from '../../src/features/orders/server/orderListQuery';
import type { OrderScope } from '../../src/features/orders/server/orderListRequest';
import { NEWEST_FIRST, type OrderSort } from '../../src/features/orders/server/orderSort';
import { orderSources as sources } from '../../src/features/orders/server/orderSources';
import { createTestDatabase } from '../support/testDatabase';

// The list's page query over a real migrated database: each scope sees exactly its rows, newest
// first, and filters and search narrow them, over the clients resource's own tables. A page comes
// with one row past it when more follow (partial pagination), and with the names it shows.

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-800${kind}-${n.toString(16).padStart(12, '0')}`;
const CLIENTS = 6;
const ORDERS = 60;
const outfitterOf = (client: number) => uuid(2, 1 + (client % 2));

interface Row {
  id: string;
  number: number;
  status: string;
  clientId: number;
  phId: string;
  createdAt: Date;
  tags: string[];
}

let database: Database;
const rows: Row[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(users).values(
    [uuid(4, 1), uuid(2, 1), uuid(2, 2), uuid(3, 1), uuid(3, 2)].map((id, index) => ({
      id,
      email: `user${index}@example.com`,
    })),
  );
  for (let client = 1; client <= CLIENTS; client++) {
    await db.insert(clients).values({
      id: uuid(1, client),
      firstName: client % 2 ? 'Botha' : 'Olsen',
      lastName: `${client}`,
      email: `client${client}@example.com`,
    });
    await db
      .insert(clientOutfitters)
      .values({ clientId: uuid(1, client), outfitterId: outfitterOf(client) });
  }
  await db.insert(pricelists).values({
    id: uuid(9, 1),
    name: 'Test 2026',
    currency: 'ZAR',
    validFrom: '2026-01-01',
    active: true,
  });
  for (let n = 1; n <= ORDERS; n++) {
    const clientId = 1 + ((n * 5) % CLIENTS);
    const values = {
      status: ORDER_STATUSES[n % ORDER_STATUSES.length]!,
      clientId: uuid(1, clientId),
      outfitterId: outfitterOf(clientId),
      phId: uuid(3, 1 + (n % 2)),
      pricelistId: uuid(9, 1),
      currency: 'ZAR',
      tagNumbers: [`TAG${n}`],
      createdById: uuid(4, 1),
      // Some orders share a timestamp, so the id must break ties the same way every time.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(n / 3))),
    };
    const [inserted] = await db
      .insert(orders)
      .values(values)
      .returning({ id: orders.id, number: orders.number });
    rows.push({
      id: inserted!.id,
      number: inserted!.number,
      status: values.status,
      clientId,
      phId: values.phId,
      createdAt: values.createdAt,
      tags: values.tagNumbers,
    });
  }
});

afterAll(() => database?.close());

// Both drivers answer execute() with { rows }; the shared Db type leaves the result unknown.
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as { rows: T[] }).rows;
}

const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function page(
  scope: OrderScope,
  filter: OrderListFilter = {},
  offset = 0,
  limit = 25,
  sort: OrderSort = NEWEST_FIRST,
) {
  const found = await query<{ id: string }>(
    orderPageQuery({ scope, filter, sort, offset, limit }, sources),
  );
  return found.map((row) => row.id);
}

/** The page's rows plus the one after it, if any: what the page query answers. */
const expected = (keep: (row: Row) => boolean, offset = 0, limit = 25) =>
  rows
    .filter(keep)
    .sort(newestFirst)
    .slice(offset, offset + limit + 1)
    .map((row) => row.id);

describe('orders list query', () => {
  it('shows staff every order, newest first, 25 a page, ties broken by id', async () => {
    expect(await page({ kind: 'all' })).toEqual(expected(() => true));
    expect(await page({ kind: 'all' }, {}, 50)).toEqual(expected(() => true, 50));
  });

  it('shows a client exactly their own orders', async () => {
    const scope = { kind: 'client', clientId: uuid(1, 3) } as const;
    expect(await page(scope, {}, 0, 100)).toEqual(expected((row) => row.clientId === 3, 0, 100));
  });

  it("shows an outfitter exactly their linked clients' orders", async () => {
    const scope = { kind: 'outfitter', outfitterId: uuid(2, 1) } as const;
    expect(await page(scope, {}, 0, 100)).toEqual(
      expected((row) => outfitterOf(row.clientId) === uuid(2, 1), 0, 100),
    );
  });

  it('shows a PH exactly the orders where they are the PH', async () => {
    const scope = { kind: 'ph', phId: uuid(3, 2) } as const;
    expect(await page(scope, {}, 0, 100)).toEqual(
      expected((row) => row.phId === uuid(3, 2), 0, 100),
    );
  });

  it('filters by status within the scope', async () => {
    const scope = { kind: 'outfitter', outfitterId: uuid(2, 2) } as const;
    expect(await page(scope, { status: 'quoted' }, 0, 100)).toEqual(
      expected(
        (row) => outfitterOf(row.clientId) === uuid(2, 2) && row.status === 'quoted',
        0,
        100,
      ),
    );
  });

  it('finds an order by number, tag number or client name, and only in scope', async () => {
    const target = rows[17]!;
    expect(await page({ kind: 'all' }, { q: `Q-${target.number}` })).toEqual([target.id]);
    expect(await page({ kind: 'all' }, { q: 'tag18' })).toEqual([target.id]);
    expect(await page({ kind: 'all' }, { q: 'olsen' }, 0, 100)).toEqual(
      expected((row) => row.clientId % 2 === 0, 0, 100),
    );
    const otherClient = {
      kind: 'client',
      clientId: uuid(1, target.clientId === 1 ? 2 : 1),
    } as const;
    expect(await page(otherClient, { q: 'TAG18' })).toEqual([]);
  });

  it('answers one row past the page while more follow, and only the rest on the last page', async () => {
    expect(await page({ kind: 'all' }, {}, 0, 25)).toHaveLength(26);
    expect(await page({ kind: 'all' }, {}, 50, 25)).toHaveLength(ORDERS - 50);
    expect(await page({ kind: 'all' }, {}, 35, 25)).toHaveLength(25);
  });

  it('pages through a client name search past its first page', async () => {
    const olsen = (row: Row) => row.clientId % 2 === 0;
    expect(rows.filter(olsen).length).toBeGreaterThan(25);
    expect(await page({ kind: 'all' }, { q: 'Olsen' }, 25, 25)).toEqual(expected(olsen, 25, 25));
  });

  it("names each row's client and outfitter", async () => {
    const found = await query<{ client_id: string; client_name: string; outfitter_name: string }>(
      orderPageQuery(
        { scope: { kind: 'all' }, filter: {}, sort: NEWEST_FIRST, offset: 0, limit: 5 },
        sources,
      ),
    );
    expect(found).toHaveLength(6);
    for (const row of found) {
      const client = Number.parseInt(row.client_id.slice(-12), 16);
      expect(row.client_name).toBe(`${client % 2 ? 'Botha' : 'Olsen'} ${client}`);
      expect(row.outfitter_name).toBe(
        `user${outfitterOf(client) === uuid(2, 1) ? 1 : 2}@example.com`,
      );
    }
  });
});
