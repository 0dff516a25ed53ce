import { count } from 'drizzle-orm';
import { insertAdmin } from '../../auth/firstAdmin';
import { hashPassword } from '../../auth/password';
import { StartupError, type Db } from '../database';
import { users } from '../../../features/users/table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { demoCalendar } from './demoCalendar';
import { seedDemoCatalog } from './demoCatalog';
import { seedDemoCrates } from './demoCrates';
import { seedDemoDocuments } from './demoDocuments';
import { seedDemoIrs } from './demoIrs';
import { seedDemoLineStages } from './demoLineStages';
import { seedDemoLinePhotos } from './demoLinePhotos';
import { seedDemoMessages } from './demoMessages';
import { seedDemoOrders } from './demoOrders';
import { seedDemoPayments } from './demoPayments';
import { seedDemoStudio } from './demoStudio';
import { inTransaction } from '../queries';

export interface SeedOptions {
  demo: boolean;
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /** The day the demo's story is told from (docs/settings.md#demo-data); now unless a test sets it. */
  today?: Date;
}

/**
 * Fills an empty database: demo data and accounts, or, when demo data is off, the admin of
 * ADMIN_EMAIL / ADMIN_PASSWORD if they are set.
 * A database that holds any user is left as it is, so a restart never seeds twice.
 * @example await seedIfEmpty(db, { demo: true });
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<'seeded' | 'kept'> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return 'kept';
  if (options.demo) await seedDemo(db, options.today ?? new Date());
  else await seedAdmin(db, options);
  return 'seeded';
}

// A complete profile has a postal address (docs/domain.md#clients).
const DEMO_ADDRESS = {
  addressLine1: '12 Long Street',
  city: 'Cape Town',
  postalCode: '8001',
  country: 'ZA',
};

async function seedDemo(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const calendar = demoCalendar(now);
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((demo) => ({
      email: demo.email,
      passwordHash,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: demo.profileComplete ? '+27 21 555 0100' : null,
      ...(demo.profileComplete && DEMO_ADDRESS),
      roles: demo.roles,
      emailConfirmedAt: demo.emailConfirmed ? now : null,
      profileCompletedAt: demo.profileComplete ? now : null,
    })),
  );
  // The catalogue is many rows over several tables: all of it or none (a failed start reseeds).
  await inTransaction(db, async (tx) => {
    await seedDemoStudio(tx);
    await seedDemoCatalog(tx, now.getUTCFullYear());
    await seedDemoOrders(tx, calendar);
    await seedDemoLineStages(tx);
    await seedDemoCrates(tx, calendar);
    await seedDemoPayments(tx);
    await seedDemoMessages(tx);
    await seedDemoDocuments(tx, now);
    await seedDemoIrs(tx, calendar);
    await seedDemoLinePhotos(tx);
  });
}

// docs/sessions.md#first-admin: both settings make the first admin; neither leaves it to the set-up
// link the start logs; one alone is a mistake worth stopping for.
async function seedAdmin(db: Db, { adminEmail, adminPassword }: SeedOptions): Promise<void> {
  if (!adminEmail && !adminPassword) return;
  if (!adminEmail || !adminPassword) {
    throw new StartupError(
      'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both for the first admin, or neither to create it from the set-up link the start logs',
    );
  }
  await insertAdmin(db, {
    email: adminEmail,
    passwordHash: await hashPassword(adminPassword),
    firstName: 'Admin',
    lastName: 'User',
  });
}
