import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer as streamBytes } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { orders, orderStatusChanges } from '../../src/features/orders/table';
import { clients } from '../../src/features/clients/table';
import { instructionRegisters } from '../../src/features/instruction-registers/table';
import { shipments } from '../../src/features/shipments/table';
import { documents } from '../../src/features/documents/table';
import { pricelists } from '../../src/features/pricelists/table';
import { tlsExports } from '../../src/features/tls-exports/table';
import { users } from '../../src/features/users/table';
import { seedDemoTlsBatch } from '../../src/server/db/seed/demoTlsBatch';
import { localFileStorage } from '../../src/server/files/localFileStorage';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demoAccounts';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { verifyPassword } from '../../src/server/auth/password';
import { createTestDatabase } from '../support/testDatabase';

describe('seeding an empty database', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const userCount = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;

  it('creates one demo account per kind, all with the demo password, and never seeds twice', async () => {
    expect(await seedIfEmpty(database.db, { demo: true })).toBe('seeded');
    expect(await seedIfEmpty(database.db, { demo: true })).toBe('kept');
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length);
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(emails.sort()).toEqual(
      [
        'admin@example.com',
        'client@example.com',
        'collector@example.com',
        'incomplete@example.com',
        'liaison@example.com',
        'outfitter@example.com',
        'ph@example.com',
        'unverified@example.com',
      ].sort(),
    );
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    expect(await verifyPassword(admin!.passwordHash!, 'Trophy-demo-2026')).toBe(true);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('marks unverified@ unconfirmed and incomplete@ confirmed but not complete', async () => {
    await seedIfEmpty(database.db, { demo: true });
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('unverified@example.com')?.emailConfirmedAt).toBeNull();
    expect(byEmail.get('incomplete@example.com')?.emailConfirmedAt).not.toBeNull();
    expect(byEmail.get('incomplete@example.com')?.profileCompletedAt).toBeNull();
  });

  it('with demo data off creates only the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    await seedIfEmpty(database.db, {
      demo: false,
      adminEmail: 'boss@studio.example',
      adminPassword: 'a-Long-secret-1',
    });
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => [row.email, row.roles])).toEqual([['boss@studio.example', ['admin']]]);
  });

  it('with demo data off and no admin settings seeds nobody: the set-up link makes the first admin', async () => {
    await seedIfEmpty(database.db, { demo: false });
    expect(await userCount()).toBe(0);
  });

  it('with demo data off and only one of ADMIN_EMAIL and ADMIN_PASSWORD refuses to start, changing nothing', async () => {
    for (const half of [
      { adminEmail: 'boss@studio.example' },
      { adminPassword: 'a-Long-secret-1' },
    ]) {
      await expect(seedIfEmpty(database.db, { demo: false, ...half })).rejects.toThrow(
        /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
      );
    }
    expect(await userCount()).toBe(0);
  });

  it('with demo data, batch 1 holds the demo orders that went through In production, its zip stored', async () => {
    await seedIfEmpty(database.db, { demo: true });
    const dir = mkdtempSync(join(tmpdir(), 'seed-files-'));
    try {
      const storage = localFileStorage(dir);
      await seedDemoTlsBatch(database.db, storage);
      const [batch] = await database.db.select().from(tlsExports);
      const held = await database.db
        .select({ status: orders.status, tlsExportId: orders.tlsExportId })
        .from(orders)
        .where(eq(orders.tlsExportId, batch!.id));
      expect(held.map((order) => order.status).sort()).toEqual(['inProduction', 'shipped']);
      expect(batch).toMatchObject({ number: 1, orderCount: 2 });
      const bytes = await streamBytes(await storage.read(batch!.fileKey));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(batch!.checksumSha256);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with demo data, the demo client's accepted orders and later carry expected days, each in the history", async () => {
    await seedIfEmpty(database.db, { demo: true });
    const rows = await database.db
      .select({
        id: orders.id,
        status: orders.status,
        ready: orders.expectedReadyOn,
        shipping: orders.expectedShippingOn,
      })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .where(eq(clients.email, 'client@example.com'));
    const promised = rows.filter((row) => row.ready && row.shipping);
    expect(promised.length).toBeGreaterThan(0);
    expect(promised.every((row) => row.shipping! > row.ready!)).toBe(true);
    expect(rows.filter((row) => row.status === 'draft').every((row) => !row.ready)).toBe(true);
    const history = await database.db
      .select({ dates: orderStatusChanges.expectedDates })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, promised[0]!.id))
      .orderBy(orderStatusChanges.at);
    // The last row that set days: the demo's messages (docs/messages.md#history) may follow it.
    expect(history.filter((row) => row.dates).at(-1)?.dates).toEqual({
      expectedReadyOn: promised[0]!.ready,
      expectedShippingOn: promised[0]!.shipping,
    });
  });

  // docs/settings.md#demo-data: whoever starts the portal, on whatever day, sees the promised days
  // ahead and what already happened behind; a story with fixed dates goes stale within months.
  it.each(['2026-11-30', '2031-02-28'])(
    'seeded on %s, the demo is told from that day: promised days ahead, the shipment and the hunts behind',
    async (day) => {
      const today = new Date(`${day}T15:00:00Z`);
      await seedIfEmpty(database.db, { demo: true, today });
      const made = await database.db
        .select({
          status: orders.status,
          createdAt: orders.createdAt,
          ready: orders.expectedReadyOn,
          shipping: orders.expectedShippingOn,
        })
        .from(orders);
      expect(made.every((order) => order.createdAt < today)).toBe(true);
      const waiting = made.filter((order) =>
        ['accepted', 'inProduction', 'readyForExport'].includes(order.status),
      );
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.filter((order) => !(order.ready! > day))).toEqual([]);
      const [shipment] = await database.db.select().from(shipments);
      const shipped = made.find((order) => order.status === 'shipped');
      expect(shipment!.shippedOn! < day).toBe(true);
      expect(shipment!.shippedOn! <= shipped!.shipping!).toBe(true);
      const registers = await database.db
        .select({
          createdAt: instructionRegisters.createdAt,
          huntEndsOn: instructionRegisters.huntEndsOn,
        })
        .from(instructionRegisters);
      expect(registers.length).toBeGreaterThan(0);
      expect(registers.every((ir) => ir.createdAt < today && ir.huntEndsOn! < day)).toBe(true);
      const papers = await database.db.select({ issuedOn: documents.issuedOn }).from(documents);
      expect(papers.length).toBeGreaterThan(0);
      // Issued a month before the seed's day, so their validity is measured from it too.
      const monthBefore = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
      expect(papers.filter((paper) => paper.issuedOn !== monthBefore)).toEqual([]);
      // The prices are the seed's year's: a list valid on that day, named for the year.
      const year = day.slice(0, 4);
      const [prices] = await database.db.select().from(pricelists);
      expect(prices).toMatchObject({ name: `Studio prices ${year}`, active: true });
      expect(prices!.validFrom! <= day && day <= prices!.validTo!).toBe(true);
    },
  );
});
