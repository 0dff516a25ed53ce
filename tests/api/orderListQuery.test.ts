import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListFilter } from '../../src/features/orders/definition';
import { ORDER_STATUSES } from '../../src/features/orders/orderStatuses';
import type { Database } from '../../src/server/db/database';
import { clientOutfitters, clients } from '../../src/features/clients/table';
import { orders } from '../../src/features/orders/table';
import { pricelists } from '../../src/features/pricelists/table';
import { users } from '../../src/features/users/table';
import type { ListReader, ListSort } from '../../src/engine/server/listTypes';
import { listPage } from '../../src/engine/server/list';
import { createTestDatabase } from '../support/testDatabase';
import { NEWEST_FIRST, orderCall, ordersStore } from './orders/orderSupport';

// The list's page over a real migrated database, as the engine's list reads it for each reader:
// each role sees exactly its rows, newest first, and filters and search narrow them, over the
// clients resource's own tables. A page says whether more follow (partial pagination) and carries
// the names it shows.

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-800${kind}-${n.toString(16).padStart(12, '0')}`;
const CLIENTS = 6;
const ORDERS = 60;
const outfitterOf = (client: number) => uuid(2, 1 + (client % 2));
const clientUser = (client: number) => uuid(5, client);
const staff: ListReader = { id: uuid(4, 1), roles: ['admin'] };
const outfitter = (n: number): ListReader => ({ id: uuid(2, n), roles: ['huntingOutfitter'] });
const ph = (n: number): ListReader => ({ id: uuid(3, n), roles: ['professionalHunter'] });
const client = (n: number): ListReader => ({ id: clientUser(n), roles: ['client'] });

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
  await db.insert(users).values(
    Array.from({ length: CLIENTS }, (_, index) => ({
      id: clientUser(index + 1),
      email: `client-user${index + 1}@example.com`,
    })),
  );
  for (let client = 1; client <= CLIENTS; client++) {
    await db.insert(clients).values({
      id: uuid(1, client),
      firstName: client % 2 ? 'Botha' : 'Olsen',
      lastName: `${client}`,
      email: `client${client}@example.com`,
      userId: clientUser(client),
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

const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const read = (
  reader: ListReader,
  filter: OrderListFilter = {},
  offset = 0,
  limit = 25,
  sort: ListSort = NEWEST_FIRST,
) =>
  listPage(database.db, ordersStore, orderCall(database.db, reader, filter, sort, offset, limit));

async function page(...call: Parameters<typeof read>) {
  return (await read(...call)).rows.map((row) => row.id);
}

/** The page's rows: what the list answers. */
const expected = (keep: (row: Row) => boolean, offset = 0, limit = 25) =>
  rows
    .filter(keep)
    .sort(newestFirst)
    .slice(offset, offset + limit)
    .map((row) => row.id);

describe('orders list query', () => {
  it('shows staff every order, newest first, 25 a page, ties broken by id', async () => {
    expect(await page(staff)).toEqual(expected(() => true));
    expect(await page(staff, {}, 50)).toEqual(expected(() => true, 50));
  });

  it('shows a client exactly their own orders', async () => {
    expect(await page(client(3), {}, 0, 100)).toEqual(
      expected((row) => row.clientId === 3, 0, 100),
    );
  });

  it("shows an outfitter exactly their linked clients' orders", async () => {
    expect(await page(outfitter(1), {}, 0, 100)).toEqual(
      expected((row) => outfitterOf(row.clientId) === uuid(2, 1), 0, 100),
    );
  });

  it('shows a PH exactly the orders where they are the PH', async () => {
    expect(await page(ph(2), {}, 0, 100)).toEqual(
      expected((row) => row.phId === uuid(3, 2), 0, 100),
    );
  });

  it('filters by status within the scope', async () => {
    expect(await page(outfitter(2), { status: 'quoted' }, 0, 100)).toEqual(
      expected(
        (row) => outfitterOf(row.clientId) === uuid(2, 2) && row.status === 'quoted',
        0,
        100,
      ),
    );
  });

  it('finds an order by number, tag number or client name, and only in scope', async () => {
    const target = rows[17]!;
    expect(await page(staff, { q: `Q-${target.number}` })).toEqual([target.id]);
    expect(await page(staff, { q: 'tag18' })).toEqual([target.id]);
    expect(await page(staff, { q: 'olsen' }, 0, 100)).toEqual(
      expected((row) => row.clientId % 2 === 0, 0, 100),
    );
    expect(await page(client(target.clientId), { q: 'TAG18' })).toEqual([target.id]);
    expect(await page(client(target.clientId === 1 ? 2 : 1), { q: 'TAG18' })).toEqual([]);
  });

  it('says more follow while they do, and the total on the last page', async () => {
    expect((await read(staff, {}, 0, 25)).contentRange).toBe('orders 0-24/*');
    expect((await read(staff, {}, 50, 25)).contentRange).toBe(`orders 50-59/${ORDERS}`);
    expect((await read(staff, {}, 35, 25)).contentRange).toBe(`orders 35-59/${ORDERS}`);
  });

  it('pages through a client name search past its first page', async () => {
    const olsen = (row: Row) => row.clientId % 2 === 0;
    expect(rows.filter(olsen).length).toBeGreaterThan(25);
    expect(await page(staff, { q: 'Olsen' }, 25, 25)).toEqual(expected(olsen, 25, 25));
  });

  it("names each row's client and outfitter", async () => {
    const { rows: found } = await read(staff, {}, 0, 5);
    expect(found).toHaveLength(5);
    for (const row of found) {
      const n = Number.parseInt(String(row.clientId).slice(-12), 16);
      expect(row.clientName).toBe(`${n % 2 ? 'Botha' : 'Olsen'} ${n}`);
      expect(row.outfitterName).toBe(`user${outfitterOf(n) === uuid(2, 1) ? 1 : 2}@example.com`);
    }
  });
});
