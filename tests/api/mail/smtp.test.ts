import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
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

describe('mail through an SMTP server that is down', () => {
  let closedUrl: string;
  beforeAll(async () => {
    const smtp = await startSmtpListener();
    await smtp.close();
    closedUrl = smtp.url;
  });
  const ctx = useTestApp(() => ({ env: { SMTP_URL: closedUrl } }));

  it('a registration still succeeds; the user can ask for the e-mail again later', async () => {
    const response = await ctx.api.post('/api/auth/register', {
      payload: {
        email: 'offline@example.com',
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: 'O',
        lastName: 'L',
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
