import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { messages } from '../../../src/features/messages/table';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { uploadPdf } from '../documents/documentSupport';
import { irCalls } from '../instructionRegisters/irSupport';
import { demoOrderBody, userId } from '../orders/orderSupport';
import { freshOrder, messageCalls } from './messageSupport';

// docs/messages.md#who-sees-what: each side reads and writes the threads of what it reads, internal
// notes are staff's alone, and the server says who wrote and when.
const ctx = useTestApp();
const as = {} as Record<Role, Headers>;
let calls: ReturnType<typeof messageCalls>;
let clientOrder: string;
let phOrder: string;
let otherOrder: string;
let collectorIr: string;
let adminIr: string;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = messageCalls(ctx.test.app);
  clientOrder = await freshOrder(ctx.test.app, as.admin);
  phOrder = await freshOrder(ctx.test.app, as.admin, { withPh: true });
  // An order of a client no demo user reads but staff.
  const stranger = await createRecord(ctx.test.app, as.admin, 'clients', sampleBody('clients'));
  const order = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as.admin,
    payload: {
      ...(await demoOrderBody(ctx.test.app)),
      clientId: stranger.id,
    },
  });
  otherOrder = order.json().id;
  const ir = irCalls(ctx.test.app);
  collectorIr = (await ir.create(as.collector, {})).id;
  adminIr = (await ir.create(as.admin, {})).id;
});

const ids = (list: { id: string }[]) => list.map((message) => message.id);

describe('who reads and writes an order thread', () => {
  it.each(['client', 'huntingOutfitter', 'admin', 'customerLiaison'] as const)(
    '%s posts on the demo client order and reads the thread',
    async (role) => {
      const posted = await calls.posted(as[role], { orderId: clientOrder, text: `From ${role}` });
      for (const reader of ['client', 'huntingOutfitter', 'admin', 'customerLiaison'] as const)
        expect(ids(await calls.thread(as[reader], { orderId: clientOrder }))).toContain(posted.id);
    },
  );

  it('a PH posts on an order they hunted on, and its client side reads it', async () => {
    const posted = await calls.posted(as.professionalHunter, { orderId: phOrder, text: 'Tags?' });
    expect(ids(await calls.thread(as.client, { orderId: phOrder }))).toContain(posted.id);
    expect(ids(await calls.thread(as.professionalHunter, { orderId: phOrder }))).toContain(
      posted.id,
    );
  });

  it('a PH neither reads nor writes the thread of an order they were not on', async () => {
    const [seen] = await calls.thread(as.client, { orderId: clientOrder });
    expect(await calls.thread(as.professionalHunter, { orderId: clientOrder })).toEqual([]);
    const read = await ctx.test.app.inject({
      url: `/api/messages/${seen!.id}`,
      headers: as.professionalHunter,
    });
    expect(read.statusCode).toBe(404);
    const post = await calls.post(as.professionalHunter, { orderId: clientOrder, text: 'Hi' });
    expect(post.statusCode).toBe(403);
    expect(post.json().errors.orderId).toBeTruthy();
  });

  it.each(['client', 'huntingOutfitter', 'professionalHunter', 'collector'] as const)(
    '%s may not post on an order they do not read (403), and nothing is written',
    async (role) => {
      const before = await ctx.test.app.db
        .select()
        .from(messages)
        .where(eq(messages.orderId, otherOrder));
      const post = await calls.post(as[role], { orderId: otherOrder, text: 'Let me in' });
      expect(post.statusCode).toBe(403);
      const after = await ctx.test.app.db
        .select()
        .from(messages)
        .where(eq(messages.orderId, otherOrder));
      expect(after).toHaveLength(before.length);
      expect(await calls.thread(as[role], { orderId: otherOrder })).toEqual([]);
    },
  );

  it('staff read every order thread', async () => {
    const posted = await calls.posted(as.customerLiaison, { orderId: otherOrder, text: 'Note' });
    expect(ids(await calls.thread(as.admin, { orderId: otherOrder }))).toContain(posted.id);
  });
});

describe('an IR thread is its collector and staff', () => {
  it('the collector posts on their IR; staff read it; the IR readers of the client side do not', async () => {
    const posted = await calls.posted(as.collector, { irId: collectorIr, text: 'Skull cracked' });
    expect(ids(await calls.thread(as.admin, { irId: collectorIr }))).toContain(posted.id);
    expect(ids(await calls.thread(as.collector, { irId: collectorIr }))).toContain(posted.id);
    const reply = await calls.posted(as.customerLiaison, { irId: collectorIr, text: 'Noted' });
    expect(ids(await calls.thread(as.collector, { irId: collectorIr }))).toContain(reply.id);
  });

  it('a collector neither reads nor writes the thread of an IR they did not collect', async () => {
    const posted = await calls.posted(as.admin, { irId: adminIr, text: 'Staff only IR' });
    expect(ids(await calls.thread(as.collector, { irId: adminIr }))).not.toContain(posted.id);
    const post = await calls.post(as.collector, { irId: adminIr, text: 'Mine?' });
    expect(post.statusCode).toBe(403);
  });
});

describe('internal notes', () => {
  it.each(['client', 'huntingOutfitter', 'professionalHunter', 'collector'] as const)(
    '%s may not write one (403 on the field), and nothing is written',
    async (role) => {
      const thread = role === 'collector' ? { irId: collectorIr } : { orderId: phOrder };
      const before = (await ctx.test.app.db.select().from(messages)).length;
      const post = await calls.post(as[role], { ...thread, text: 'Secret', internal: true });
      expect(post.statusCode).toBe(403);
      expect(post.json().errors.internal).toBe('Only the studio writes internal notes');
      expect((await ctx.test.app.db.select().from(messages)).length).toBe(before);
    },
  );

  it('staff write one; the client side lists it nowhere and reads it by id as absent (404)', async () => {
    const note = await calls.posted(as.customerLiaison, {
      orderId: phOrder,
      text: 'Client pays late, ask for the deposit first',
      internal: true,
    });
    expect(note).toMatchObject({ internal: true, sharedOrderId: null });
    expect(ids(await calls.thread(as.admin, { orderId: phOrder }))).toContain(note.id);
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter'] as const) {
      expect(ids(await calls.thread(as[role], { orderId: phOrder }))).not.toContain(note.id);
      const all = await ctx.test.app.inject({
        url: '/api/messages?range=[0,999]',
        headers: as[role],
      });
      expect(ids(all.json())).not.toContain(note.id);
      const read = await ctx.test.app.inject({
        url: `/api/messages/${note.id}`,
        headers: as[role],
      });
      expect(read.statusCode).toBe(404);
    }
  });

  it('an IR internal note is hidden from its collector', async () => {
    const note = await calls.posted(as.admin, {
      irId: collectorIr,
      text: 'Check the permit',
      internal: true,
    });
    expect(ids(await calls.thread(as.collector, { irId: collectorIr }))).not.toContain(note.id);
    expect(ids(await calls.thread(as.customerLiaison, { irId: collectorIr }))).toContain(note.id);
  });
});

describe('what the server decides', () => {
  it('the author, their side and the time are the server’s, whatever the body says', async () => {
    const admin = await userId(ctx.test.app, 'admin@example.com');
    const started = Date.now();
    const posted = await calls.posted(as.client, {
      orderId: clientOrder,
      text: 'Where is my trophy?',
      authorId: admin,
      authorName: 'The Boss',
      fromStudio: true,
      postedAt: '2020-01-01T00:00:00.000Z',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(posted).toMatchObject({
      authorId: await userId(ctx.test.app, 'client@example.com'),
      authorName: 'Clara Client',
      fromStudio: false,
      internal: false,
    });
    expect(Date.parse(posted.postedAt)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('a message is never changed or deleted, by anyone (no such route: 404)', async () => {
    const [message] = await calls.thread(as.admin, { orderId: clientOrder });
    for (const role of ['admin', 'client'] as const) {
      const put = await ctx.test.app.inject({
        method: 'PUT',
        url: `/api/messages/${message!.id}`,
        headers: as[role],
        payload: { text: 'Edited', version: 1 },
      });
      const del = await ctx.test.app.inject({
        method: 'DELETE',
        url: `/api/messages/${message!.id}`,
        headers: as[role],
      });
      expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    }
    const [again] = await calls.thread(as.admin, { orderId: clientOrder });
    expect(again!.text).toBe(message!.text);
  });

  it.each([
    ['no text', { text: '   ' }, 'text', 'Write a message'],
    [
      'both an order and an IR',
      { text: 'Hi', irId: 'IR' },
      'orderId',
      'Post on one order or one IR',
    ],
    ['neither', { text: 'Hi', orderId: null }, 'orderId', 'Post on one order or one IR'],
    ['too long', { text: 'x'.repeat(4001) }, 'text', 'Use at most 4000 characters'],
  ])('%s answers 400 on its field', async (_, body, field, why) => {
    const payload: Record<string, unknown> = { orderId: clientOrder, ...body };
    if (payload.irId === 'IR') payload.irId = collectorIr;
    const answer = await calls.post(as.admin, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[field]).toBe(why);
  });
});

describe('attachments', () => {
  it("must be the writer's own uploads (400 on the field), another user's refused", async () => {
    const theirs = await uploadPdf(ctx.test.app, as.admin);
    const answer = await calls.post(as.client, {
      orderId: clientOrder,
      text: 'Here is a scan',
      fileIds: [theirs],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors['fileIds']).toBe('Upload the file first');
  });

  it('come back named; the thread’s readers open them, nobody else', async () => {
    const fileId = await uploadPdf(ctx.test.app, as.client);
    const posted = await calls.posted(as.client, {
      orderId: clientOrder,
      text: 'My permit',
      fileIds: [fileId],
    });
    expect(posted.files).toEqual([
      expect.objectContaining({ id: fileId, name: 'permit.pdf', contentType: 'application/pdf' }),
    ]);
    const open = (role: Role) =>
      ctx.test.app.inject({ url: `/api/files/${fileId}`, headers: as[role] });
    expect((await open('customerLiaison')).statusCode).toBe(200);
    expect((await open('huntingOutfitter')).statusCode).toBe(200);
    expect((await open('professionalHunter')).statusCode).toBe(404);
    expect((await open('collector')).statusCode).toBe(404);
  });

  it("an internal note's attachment stays with staff", async () => {
    const fileId = await uploadPdf(ctx.test.app, as.customerLiaison);
    await calls.posted(as.customerLiaison, {
      orderId: clientOrder,
      text: 'Invoice draft',
      internal: true,
      fileIds: [fileId],
    });
    const open = (role: Role) =>
      ctx.test.app.inject({ url: `/api/files/${fileId}`, headers: as[role] });
    expect((await open('admin')).statusCode).toBe(200);
    expect((await open('client')).statusCode).toBe(404);
  });
});
