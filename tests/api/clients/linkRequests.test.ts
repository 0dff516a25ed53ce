import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientLinkRequests, clientOutfitters, clients } from '../../../src/features/clients/table';
import { appOrigin } from '../../../src/server/auth/portalOrigin';
import { tokenOf } from '../../support/accountTokens';
import { insertOtherOutfitter, linkByEmail } from '../../support/clientLinks';
import { readOutbox, waitForMail } from '../../support/outbox';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/domain.md#link-requests: linking a client someone else holds asks for their consent (or staff's).
describe('client link requests: pending until the client confirms or staff approve', () => {
  const ctx = useTestApp();
  let outfitter: Headers;
  let liaison: Headers;
  let otherOutfitterId: string;

  beforeAll(async () => {
    outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
    liaison = await signIn(ctx.test.app, 'liaison@example.com');
    otherOutfitterId = await insertOtherOutfitter(ctx.test.database);
  });

  const link = (email: string, headers: Record<string, string> = outfitter) =>
    linkByEmail(ctx.test.app, headers, email);
  // Signed in or not: the token alone is the client's consent.
  const confirm = (token: string) =>
    ctx.api.post('/api/client-link-requests/confirm', { payload: { token } });
  const approve = (id: string, headers: Headers = liaison) =>
    ctx.test.app.inject({
      method: 'POST',
      url: `/api/client-link-requests/${id}/approve`,
      headers,
    });
  const pending = async (headers: Headers = liaison) =>
    ctx.test.app.inject({ url: '/api/client-link-requests', headers });
  const readsClient = async (id: string) =>
    (await ctx.test.app.inject({ url: `/api/clients/${id}`, headers: outfitter })).statusCode ===
    200;

  /** A client record held by the other outfitter only. */
  async function heldClient(email: string): Promise<string> {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const held = await createRecord(
      ctx.test.app,
      admin,
      'clients',
      sampleBody('clients', { email, outfitterIds: [] }),
    );
    await ctx.test.database.db
      .insert(clientOutfitters)
      .values({ clientId: held.id, outfitterId: otherOutfitterId });
    return held.id as string;
  }

  const requestsOf = (clientId: string) =>
    ctx.test.database.db
      .select()
      .from(clientLinkRequests)
      .where(eq(clientLinkRequests.clientId, clientId));

  it('a pending request grants nothing; the mail links to the configured origin, never the Host', async () => {
    const id = await heldClient('held.one@example.com');
    const answer = await link('held.one@example.com', {
      cookie: outfitter.cookie,
      host: 'evil.example:8080',
      origin: 'http://evil.example:8080',
    });
    expect(answer.statusCode).toBe(202);
    expect(await requestsOf(id)).toHaveLength(1);
    expect(await readsClient(id)).toBe(false);
    const listed = await ctx.test.app.inject({
      url: '/api/clients?range=[0,499]',
      headers: outfitter,
    });
    expect(listed.json().map((c: { id: string }) => c.id)).not.toContain(id);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'held.one@example.com', /asks/);
    expect(mail.links[0]!.startsWith(`${appOrigin(ctx.test.app)}/confirm-client-link?token=`)).toBe(
      true,
    );
    expect(mail.text).not.toContain('evil.example');
    // Asking again while one is pending sends nothing new.
    await link('held.one@example.com');
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('the client confirms from the e-mail: linked; the same token again answers 400', async () => {
    const id = await heldClient('held.two@example.com');
    await link('held.two@example.com');
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'held.two@example.com', /asks/);
    const token = tokenOf(mail.links[0]!);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().outfitterName).toBeTruthy();
    expect(await readsClient(id)).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, used or expired/);
  });

  it('a client with an account is asked too, and confirms', async () => {
    const [own] = await ctx.test.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, 'client@example.com'));
    await ctx.test.database.db
      .delete(clientOutfitters)
      .where(eq(clientOutfitters.clientId, own!.id));
    await link('client@example.com');
    expect(await readsClient(own!.id)).toBe(false);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /asks/);
    expect((await confirm(tokenOf(mail.links[0]!))).statusCode).toBe(200);
    expect(await readsClient(own!.id)).toBe(true);
  });

  it('an unknown or expired token answers 400 and links nobody', async () => {
    expect((await confirm('not-a-token')).statusCode).toBe(400);
    expect((await confirm('')).statusCode).toBe(400);
    const id = await heldClient('held.three@example.com');
    await link('held.three@example.com');
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'held.three@example.com', /asks/);
    await ctx.test.database.db
      .update(clientLinkRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinkRequests.clientId, id));
    const expired = await confirm(tokenOf(mail.links[0]!));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: 'Invalid, used or expired' });
    expect(await readsClient(id)).toBe(false);
  });

  it('staff list pending requests and approve one: linked; approving again answers 400', async () => {
    const id = await heldClient('held.four@example.com');
    await link('held.four@example.com');
    const listed = await pending();
    expect(listed.statusCode).toBe(200);
    const request = listed.json().find((r: { clientId: string }) => r.clientId === id);
    expect(request).toMatchObject({ clientEmail: 'held.four@example.com' });
    const approved = await approve(request.id);
    expect(approved.statusCode).toBe(200);
    expect(await readsClient(id)).toBe(true);
    const [row] = await requestsOf(id);
    expect(row!.approvedById).toBeTruthy();
    expect((await approve(request.id)).statusCode).toBe(400);
    const after = await pending();
    expect(after.json().map((r: { id: string }) => r.id)).not.toContain(request.id);
    expect((await approve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approve('nope')).statusCode).toBe(404);
  });

  it('outfitters and clients cannot list or approve requests', async () => {
    const id = await heldClient('held.five@example.com');
    await link('held.five@example.com');
    const [request] = await requestsOf(id);
    const client = await signIn(ctx.test.app, 'client@example.com');
    for (const headers of [outfitter, client]) {
      expect((await pending(headers)).statusCode).toBe(403);
      expect((await approve(request!.id, headers)).statusCode).toBe(403);
    }
    expect(await readsClient(id)).toBe(false);
  });

  it('answers a held client, a free one and an unknown e-mail alike, and mails only the held one', async () => {
    await heldClient('held.six@example.com');
    const before = (await readOutbox(ctx.test.config.DATA_DIR)).length;
    const answers = [
      await link('held.six@example.com'),
      await link('nobody.at.all@example.org'),
      await link('held.six@example.com'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    await waitForMail(ctx.test.config.DATA_DIR, 'held.six@example.com', /asks/);
    const mails = await readOutbox(ctx.test.config.DATA_DIR);
    expect(mails.slice(before).map((m) => m.to)).toEqual(['held.six@example.com']);
  });
});
