import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { formatIrNumber } from '../../../src/features/instruction-registers/irStatuses';
import { orders } from '../../../src/features/orders/table';
import { users } from '../../../src/features/users/table';
import type { Role } from '../../../src/shared/roles';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { uploadPdf } from '../documents/documentSupport';
import { irCalls } from '../instructionRegisters/irSupport';
import { freshOrder, messageCalls } from './messageSupport';

// docs/messages.md#e-mails: the other side hears of a message, each in their language, with a
// link to the order or IR; an internal note mails nobody.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof messageCalls>;
let orderId: string;
let number: string;

const outbox = () => readOutbox(ctx.test.config.DATA_DIR);
const pathsOf = (mail: OutboxMail) => mail.links.map((link) => new URL(link).pathname);
const speaks = (email: string, language: 'en' | 'fr') =>
  ctx.test.app.db.update(users).set({ language }).where(eq(users.email, email));

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = messageCalls(ctx.test.app);
  orderId = await freshOrder(ctx.test.app, as.admin, { withPh: true });
  const [order] = await ctx.test.app.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  number = formatOrderNumber(order!.number);
  await speaks('liaison@example.com', 'fr');
  await speaks('client@example.com', 'fr');
});

describe('a message from the client side tells the studio', () => {
  it('each liaison, in their language, with the text and a link to the order; not the admins', async () => {
    await calls.posted(as.client, { orderId, text: 'Where is my trophy?' });
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'liaison@example.com', /a écrit/);
    expect(mail.subject).toBe(`Clara Client a écrit sur la commande ${number}`);
    expect(mail.text).toContain('Where is my trophy?');
    expect(pathsOf(mail)).toContain(`/orders/${orderId}`);
    expect((await outbox()).filter((one) => one.to === 'admin@example.com')).toEqual([]);
  });

  it('a PH’s message too, counting its attachments', async () => {
    const fileId = await uploadPdf(ctx.test.app, as.professionalHunter);
    await calls.posted(as.professionalHunter, {
      orderId,
      text: 'Tag list attached',
      fileIds: [fileId],
    });
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'liaison@example.com', /a écrit/, 2);
    expect(mail.text).toContain('Tag list attached');
    expect(mail.text).toContain('(1 pièce jointe dans le portail)');
  });
});

describe("a staff message tells the order's client and outfitter", () => {
  it('the client in their language, the outfitter in theirs; not the PH, not the author', async () => {
    const before = await outbox();
    await calls.posted(as.customerLiaison, { orderId, text: 'Your kudu is at the tannery' });
    const client = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      /Nouveau message/,
    );
    expect(client.subject).toBe(
      `Nouveau message de Trophy Portal Taxidermy au sujet de la commande ${number}`,
    );
    expect(client.text).toMatch(/^Bonjour Clara,/);
    expect(client.text).toContain('Your kudu is at the tannery');
    expect(pathsOf(client)).toContain(`/orders/${orderId}`);
    const outfitter = await waitForMail(
      ctx.test.config.DATA_DIR,
      'outfitter@example.com',
      /New message/,
    );
    expect(outfitter.subject).toBe(
      `New message from Trophy Portal Taxidermy about order ${number}`,
    );
    const added = (await outbox()).slice(before.length).map((mail) => mail.to);
    expect(added).not.toContain('ph@example.com');
    expect(added).not.toContain('liaison@example.com');
  });

  it('an internal note mails nobody', async () => {
    await calls.posted(as.admin, { orderId, text: 'Internal: chase the deposit', internal: true });
    // A message after it: once its mail is out, the note's would have been too.
    await calls.posted(as.admin, { orderId, text: 'Deposit received, thank you' });
    await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /Nouveau message/, 2);
    expect((await outbox()).filter((mail) => mail.text.includes('chase the deposit'))).toEqual([]);
  });
});

describe('an IR thread', () => {
  it("the collector's message tells the studio; the studio's tells the collector", async () => {
    const ir = await irCalls(ctx.test.app).create(as.collector, {});
    const irNumber = formatIrNumber(ir.number as number);
    await calls.posted(as.collector, { irId: ir.id, text: 'Horn tip broken at pickup' });
    const studio = await waitForMail(ctx.test.config.DATA_DIR, 'liaison@example.com', /registre/);
    expect(studio.subject).toContain(`le registre ${irNumber}`);
    expect(pathsOf(studio)).toContain(`/instruction-registers/${ir.id}`);
    await calls.posted(as.customerLiaison, { irId: ir.id, text: 'Photograph it please' });
    const collector = await waitForMail(ctx.test.config.DATA_DIR, 'collector@example.com');
    expect(collector.subject).toBe(
      `New message from Trophy Portal Taxidermy about register ${irNumber}`,
    );
    expect(collector.text).toContain('Photograph it please');
  });
});

describe('a studio without a liaison', () => {
  it('tells its admins instead', async () => {
    await ctx.test.app.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, 'liaison@example.com'));
    await calls.posted(as.client, { orderId, text: 'Anyone there?' });
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'admin@example.com', /wrote/);
    expect(mail.subject).toBe(`Clara Client wrote on order ${number}`);
    expect(mail.text).toContain('Anyone there?');
  });
});
