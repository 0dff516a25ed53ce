import { connect, createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/mailOutbox';
import { tokenOf } from '../../support/accountTokens';
import { parseEml, readOutbox, type OutboxMail } from '../../support/outbox';
import { useTestApp } from '../../support/useTestApp';

interface Received {
  from: string;
  to: string[];
  mail: OutboxMail;
}

/** A real SMTP listener on a free local port that keeps what it is sent. */
async function startSmtpListener() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mail: parseEml('smtp', Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(() => ({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Studio <mail@studio.example>' },
  }));

  it('sends the reset e-mail to the SMTP server, not to the outbox, with a working link', async () => {
    const response = await ctx.api.post('/api/auth/forgot-password', {
      payload: { email: 'client@example.com' },
    });
    expect(response.statusCode).toBe(204);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ from: 'mail@studio.example', to: ['client@example.com'] });
    expect(message!.mail.subject).toBe('Trophy Portal: reset your password');
    const verify = await ctx.api.post('/api/auth/verify-reset-code', {
      payload: { code: tokenOf(message!.mail.links[0]!) },
    });
    expect(verify.json()).toEqual({ email: 'client@example.com' });
    expect(await readOutbox(ctx.test.config.DATA_DIR)).toEqual([]);
  });
});

/**
 * The SMTP server's address as the portal knows it: a hop that drops every connection while the
 * server is "down" and passes them through once it is "back" (one port all along, so nothing else
 * can take it meanwhile).
 */
async function switchableHop(target: string) {
  let up = false;
  const { port: targetPort } = new URL(target);
  const server = createServer((socket) => {
    if (!up) return socket.destroy();
    const onward = connect(Number(targetPort), '127.0.0.1');
    socket.on('error', () => onward.destroy());
    onward.on('error', () => socket.destroy());
    socket.pipe(onward).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    up: () => (up = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail through an SMTP server that is down', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let hop: Awaited<ReturnType<typeof switchableHop>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    hop = await switchableHop(smtp.url);
  });
  afterAll(async () => {
    await hop.close();
    await smtp.close();
  });
  const ctx = useTestApp(() => ({
    env: { SMTP_URL: hop.url },
    mailDelivery: { pollMs: 100, retryBaseSeconds: 0.2 },
  }));

  it('a registration still succeeds, and its mail arrives once the server is back', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: {
        email: 'offline@example.com',
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: 'O',
        lastName: 'L',
      },
    });
    expect(response.statusCode).toBe(202);
    const queued = async () =>
      (
        await ctx.test.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'offline@example.com'))
      )[0];
    await expect
      .poll(async () => (await queued())?.lastError ?? null, { timeout: 10_000 })
      .not.toBeNull();
    expect(await queued()).toMatchObject({ sentAt: null, gaveUpAt: null });
    expect(smtp.received).toHaveLength(0);

    hop.up();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0]!.mail.subject).toBe('Trophy Portal: confirm your e-mail address');
    await expect.poll(async () => (await queued())?.sentAt ?? null).not.toBeNull();
    // Delivered once: later polls find nothing due.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });
});
