import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestItems, notificationSettings } from '../../../src/features/notifications/table';
import { sendDigest } from '../../../src/features/notifications/server/sendDigest';
import { nextDigestAt } from '../../../src/features/notifications/server/digestSchedule';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders } from '../../../src/features/orders/table';
import { users } from '../../../src/features/users/table';
import { jobs } from '../../../src/server/db/schema/jobs';
import { inTransaction } from '../../../src/server/db/queries';
import type { MailSender } from '../../../src/server/mail/public';
import { apiPaths } from '../../../src/shared/apiPaths';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../../src/shared/notificationCalls';
import { readOutbox, waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls } from '../instructionRegisters/irSupport';
import { freshOrder, messageCalls } from '../messages/messageSupport';

// docs/notifications.md#who-is-told: every sender of order news asks how each reader chose to
// hear of it: a switch off sends nothing, the weekly digest keeps the news for one e-mail a week.
const ctx = useTestApp();
type Headers = Record<string, string>;
let admin: Headers;
let liaison: Headers;
let client: Headers;

const dataDir = () => ctx.test.config.DATA_DIR;
const outboxTo = async (email: string) =>
  (await readOutbox(dataDir())).filter((mail) => mail.to === email);
const choose = async (who: Headers, settings: Partial<NotificationSettings>) => {
  const answer = await ctx.test.app.inject({
    method: 'PUT',
    url: apiPaths.clients.accountNotifications,
    headers: who,
    payload: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings },
  });
  expect(answer.statusCode).toBe(200);
};
const move = async (orderId: string, from: string, to: string) => {
  await ctx.test.app.db
    .update(orders)
    .set({ status: from as 'accepted', version: 1 })
    .where(eq(orders.id, orderId));
  const answer = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transitions`,
    headers: admin,
    payload: { to, version: 1, note: '' },
  });
  expect(answer.statusCode).toBe(200);
};
const setDates = async (orderId: string) => {
  const [order] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, orderId));
  const answer = await ctx.test.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/expected-dates`,
    headers: liaison,
    payload: {
      expectedReadyOn: '2027-03-01',
      expectedShippingOn: null,
      reason: '',
      version: order!.version,
    },
  });
  expect(answer.statusCode).toBe(200);
};
const clientUserId = async () => {
  const [row] = await ctx.test.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'client@example.com'));
  return row!.id;
};
// A marker after the news under test: once its mail is out, the news's would have been too.
const marker = async (orderId: string, count: number) => {
  await messageCalls(ctx.test.app).posted(admin, { orderId, text: 'Marker' });
  await waitForMail(dataDir(), 'outfitter@example.com', /New message/, count);
};

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  liaison = await signIn(ctx.test.app, 'liaison@example.com');
  client = await signIn(ctx.test.app, 'client@example.com');
});

describe('switches', () => {
  it('by default the client hears of a message, a stage and new dates as they happen', async () => {
    const orderId = await freshOrder(ctx.test.app, admin);
    await messageCalls(ctx.test.app).posted(liaison, { orderId, text: 'Hello there' });
    await move(orderId, 'accepted', 'inProduction');
    await setDates(orderId);
    await waitForMail(dataDir(), 'client@example.com', /New message/);
    await waitForMail(dataDir(), 'client@example.com', /moved to/);
    await waitForMail(dataDir(), 'client@example.com', /New expected dates/);
  });

  it('each switch off sends nothing of its kind, the others still sent, the outfitter unaffected', async () => {
    const orderId = await freshOrder(ctx.test.app, admin);
    const before = (await outboxTo('client@example.com')).length;
    await choose(client, { messages: false, orderStatus: false });
    await messageCalls(ctx.test.app).posted(liaison, { orderId, text: 'Nobody reads this' });
    await move(orderId, 'accepted', 'inProduction');
    await setDates(orderId);
    await waitForMail(dataDir(), 'client@example.com', /New expected dates/, 2);
    await marker(orderId, 3);
    const added = (await outboxTo('client@example.com')).slice(before);
    expect(added.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/New expected dates/),
    ]);
    const outfitter = await outboxTo('outfitter@example.com');
    expect(outfitter.some((mail) => mail.text.includes('Nobody reads this'))).toBe(true);

    await choose(client, { messages: false, orderStatus: false, expectedDates: false });
    await setDates(orderId);
    await marker(orderId, 4);
    expect((await outboxTo('client@example.com')).slice(before)).toHaveLength(1);
    await choose(client, {});
  });
});

describe('a collector', () => {
  it('is told as it happens even with a choice stored for them (they have no account settings)', async () => {
    const collector = await signIn(ctx.test.app, 'collector@example.com');
    const [row] = await ctx.test.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'collector@example.com'));
    await ctx.test.app.db
      .insert(notificationSettings)
      .values({ userId: row!.id, messages: false, delivery: 'weeklyDigest' });
    const ir = await irCalls(ctx.test.app).create(collector, {});
    const text = `Photograph the horn ${Date.now()}`;
    await messageCalls(ctx.test.app).posted(liaison, { irId: ir.id, text });
    const mail = await waitForMail(dataDir(), 'collector@example.com', /register/);
    expect(mail.text).toContain(text);
  });
});

describe('the weekly digest', () => {
  it('keeps the week’s news for one job at the next Monday, then sends them once, in the reader’s language', async () => {
    const orderId = await freshOrder(ctx.test.app, admin);
    const [order] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, orderId));
    const number = formatOrderNumber(order!.number);
    const userId = await clientUserId();
    await ctx.test.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, userId));
    await choose(client, { delivery: 'weeklyDigest', expectedDates: false });
    const before = (await outboxTo('client@example.com')).length;
    const asked = new Date();

    await messageCalls(ctx.test.app).posted(liaison, { orderId, text: 'Your kudu is in' });
    await move(orderId, 'accepted', 'inProduction');
    await setDates(orderId);
    // The marker is news for the client too: a third line.
    await marker(orderId, 5);
    expect(await outboxTo('client@example.com')).toHaveLength(before);

    const kept = await ctx.test.app.db
      .select()
      .from(digestItems)
      .where(eq(digestItems.userId, userId));
    expect(kept.map((item) => item.kind).sort()).toEqual(['messages', 'messages', 'orderStatus']);
    const queued = await ctx.test.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'weeklyDigest')));
    expect(queued).toHaveLength(1);
    const dueAt = nextDigestAt(asked);
    expect(queued[0]).toMatchObject({ status: 'queued', nextAttemptAt: dueAt });
    expect(queued[0]!.payload).toEqual({ userId, dueAt: dueAt.toISOString() });

    // The job's own work at its time; run twice (a second process, a retry), it mails once.
    const afterCommit: (() => void)[] = [];
    const sender: MailSender = {
      server: ctx.test.app,
      afterAnswer: (wake) => afterCommit.push(wake),
    };
    const runs = await Promise.all([
      inTransaction(ctx.test.app.db, (tx) => sendDigest(sender, tx, userId, dueAt)),
      inTransaction(ctx.test.app.db, (tx) => sendDigest(sender, tx, userId, dueAt)),
    ]);
    afterCommit.forEach((wake) => wake());
    expect(runs.sort()).toEqual([false, true]);
    const digest = await waitForMail(dataDir(), 'client@example.com', /votre semaine/);
    expect(digest.subject).toBe('Trophy Portal : votre semaine, 3 nouvelles');
    expect(digest.text).toMatch(/^Bonjour Clara,/);
    expect(digest.text).toContain(`Trophy Portal Taxidermy a écrit sur la commande ${number}`);
    expect(digest.text).toContain(`La commande ${number} est maintenant : En production`);
    expect(digest.links.map((link) => new URL(link).pathname)).toEqual([
      `/orders/${orderId}`,
      `/orders/${orderId}`,
      `/orders/${orderId}`,
      '/account-settings/notifications',
    ]);
    expect(
      await ctx.test.app.db.select().from(digestItems).where(eq(digestItems.userId, userId)),
    ).toEqual([]);
    const [settings] = await ctx.test.app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    expect(settings!.digestDueAt).toBeNull();
    expect(await outboxTo('client@example.com')).toHaveLength(before + 1);
    await choose(client, {});
  });
});
