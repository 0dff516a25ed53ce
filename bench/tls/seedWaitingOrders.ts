import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import type { Database } from '../../src/server/db/database';
import { users } from '../../src/features/users/table';
import { seedDemoCatalog } from '../../src/server/db/seed/demoCatalog';
import { inTransaction } from '../../src/server/db/queries';

/**
 * A migrated, empty database with one admin, the demo catalogue and `count` Accepted orders of
 * two lines each, waiting for export, written set-based.
 * @example await seedWaitingOrders(database, 10_000, admin);
 */
export async function seedWaitingOrders(
  database: Database,
  count: number,
  admin: { email: string; password: string },
): Promise<void> {
  const now = new Date();
  await database.db.insert(users).values({
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    firstName: 'Bench',
    lastName: 'Admin',
    roles: ['admin'],
    emailConfirmedAt: now,
    profileCompletedAt: now,
  });
  await inTransaction(database.db, (tx) => seedDemoCatalog(tx, now.getUTCFullYear()));
  await database.db.execute(sql`
    insert into orders (status, client_id, pricelist_id, currency, subtotal_minor, total_minor, created_by_id)
    select 'accepted', (select id from clients order by email limit 1),
      (select id from pricelists order by name limit 1), 'ZAR', 20000, 20000,
      (select id from users limit 1)
    from generate_series(1, ${count})`);
  await database.db.execute(sql`
    insert into order_lines (order_id, position, species_id, trophy_type_id, quantity, unit_price_minor, tag_numbers, instruction)
    select o.id, p, i.species_id, i.trophy_type_id, 1, 10000, array['ZA-' || o.number || '-' || p],
      'Shoulder mount, "facing left"'
    from orders o cross join generate_series(0, 1) p
    join lateral (select * from pricelist_items where price_minor is not null order by position offset p limit 1) i on true`);
}
