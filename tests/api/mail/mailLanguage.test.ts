import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from '../orders/orderSupport';

// docs/languages.md#e-mails: each e-mail in its recipient's language; English ones are the other
// tests' (tests/api/auth, tests/api/orders).
describe("e-mails in the recipient's language", () => {
  const ctx = useTestApp();
  const inFrench = async (email: string) => {
    const { cookie } = await signIn(ctx.test.app, email);
    const answer = await ctx.api.put('/api/clients/account/language', {
      cookie,
      payload: { language: 'fr' },
    });
    expect(answer.statusCode).toBe(200);
    return cookie;
  };
  // Intl spaces French figures with no-break spaces; read here as plain ones.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it("a French user's confirmation e-mail is in French", async () => {
    const cookie = await inFrench('unverified@example.com');
    expect((await ctx.api.post('/api/auth/resend-confirmation-email', { cookie })).statusCode).toBe(
      204,
    );
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'unverified@example.com', /confirmez/);
    expect(mail.subject).toBe('Trophy Portal : confirmez votre adresse e-mail');
    expect(mail.text).toContain('Veuillez confirmer votre adresse e-mail');
    expect(mail.links[0]).toMatch(/\/email-verification\?token=/);
  });

  it("a French user's password reset e-mail is in French", async () => {
    await inFrench('ph@example.com');
    const forgot = await ctx.api.post('/api/auth/forgot-password', {
      payload: { email: 'ph@example.com' },
    });
    expect(forgot.statusCode).toBe(204);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'ph@example.com', /réinitialisez/);
    expect(mail.subject).toBe('Trophy Portal : réinitialisez votre mot de passe');
    expect(mail.text).toContain("Le lien ne sert qu'une fois et expire dans 1 heure.");
  });

  it("a French client's order e-mails are in French, money in the French format", async () => {
    const cookie = await inFrench('client@example.com');
    const client = { cookie, origin: 'http://localhost' };
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: client,
      payload: await demoOrderBody(ctx.test.app),
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    const liaison = await signIn(ctx.test.app, 'liaison@example.com');
    const move = (headers: typeof liaison, to: string, version: number) =>
      ctx.test.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/transitions`,
        headers,
        payload: { to, version, note: '' },
      });
    expect((await move(client, 'submitted', 1)).statusCode).toBe(200);
    expect((await move(liaison, 'quoted', 2)).statusCode).toBe(200);
    const number = formatOrderNumber(order.number);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /devis/);
    expect(mail.subject).toBe(`Votre devis ${number} est prêt`);
    const total = new Intl.NumberFormat('fr', { style: 'currency', currency: order.currency })
      .format(order.totals.totalMinor / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(mail.text)).toContain(`le total est de ${total}.`);
    expect(mail.text).toContain('Cordialement,');
  });
});
