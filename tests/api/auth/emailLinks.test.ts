import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../support/outbox';
import { sampleBody } from '../../support/resourceSamples';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';
import { cookieHeader } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/sessions.md#e-mail-links: links come from PUBLIC_URL or the address the portal was
// started on, never from the Host a caller sends (a forged Host would carry a reset code away).
const FORGED_HOST = 'evil.example:8080';

/** Every mail with a link, asked for with a forged Host and the Origin the CSRF check accepts. */
function linkCases(
  ctx: ReturnType<typeof useTestApp>,
  origin: string,
  FORGED: Record<string, string>,
) {
  const mailTo = (email: string, subject: RegExp) =>
    waitForMail(ctx.test.config.DATA_DIR, email, subject);
  const signIn = async (email: string) => {
    const login = await ctx.api.post('/api/auth/login', {
      headers: FORGED,
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return { cookie: cookieHeader(login) };
  };

  it('a reset link asked for with a forged Host points at the portal', async () => {
    const asked = await ctx.api.post('/api/auth/forgot-password', {
      headers: FORGED,
      payload: { email: 'client@example.com' },
    });
    expect(asked.statusCode).toBe(204);
    const mail = await mailTo('client@example.com', /reset/);
    expect(new URL(mail.links[0]!).origin).toBe(origin);
  });

  it('a confirmation link sent on register with a forged Host points at the portal', async () => {
    const registered = await ctx.api.post('/api/auth/register', {
      headers: FORGED,
      payload: {
        email: 'forged-host@example.com',
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: 'Fay',
        lastName: 'Host',
      },
    });
    expect(registered.statusCode).toBe(202);
    const mail = await mailTo('forged-host@example.com', /confirm/);
    expect(new URL(mail.links[0]!).origin).toBe(origin);
  });

  it('a confirmation link resent with a forged Host points at the portal', async () => {
    const session = await signIn('unverified@example.com');
    const resent = await ctx.api.post('/api/auth/resend-confirmation-email', {
      headers: FORGED,
      cookie: session.cookie,
    });
    expect(resent.statusCode).toBe(204);
    const mail = await mailTo('unverified@example.com', /confirm/);
    expect(new URL(mail.links[0]!).origin).toBe(origin);
  });

  it('an invitation sent with a forged Host points at the portal', async () => {
    const admin = await signIn('admin@example.com');
    const created = await ctx.api.post('/api/users', {
      headers: FORGED,
      cookie: admin.cookie,
      payload: sampleBody('users'),
    });
    expect(created.statusCode).toBe(201);
    const mail = await mailTo(created.json().email, /invited/);
    expect(new URL(mail.links[0]!).origin).toBe(origin);
  });
}

describe('e-mail links without PUBLIC_URL: the address the portal was started on', () => {
  const ctx = useTestApp({ env: { HOST: '0.0.0.0', PORT: '3000' } });
  // Without PUBLIC_URL the same-origin check compares Origin with Host, so a forged pair passes it.
  linkCases(ctx, 'http://localhost:3000', {
    host: FORGED_HOST,
    origin: `http://${FORGED_HOST}`,
  });
});

describe('e-mail links with PUBLIC_URL: that address', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://portal.studio.example/' } });
  linkCases(ctx, 'https://portal.studio.example', {
    host: FORGED_HOST,
    origin: 'https://portal.studio.example',
  });

  it('the same-origin check follows PUBLIC_URL: an Origin matching a forged Host is refused', async () => {
    const asked = await ctx.api.post('/api/auth/forgot-password', {
      headers: { host: FORGED_HOST, origin: `http://${FORGED_HOST}` },
      payload: { email: 'client@example.com' },
    });
    expect(asked.statusCode).toBe(403);
  });
});
