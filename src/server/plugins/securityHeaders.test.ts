import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './securityHeaders';

const OPTIONS: HelmetOptions = {
  strictTransportSecurity: false,
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
};

describe('securityHeadersPlugin', () => {
  it('sends on every answer, a 404 included, the headers helmet sets on a real response', async () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(OPTIONS)(new IncomingMessage(new Socket()), response, () => undefined);
    const helmets = response.getHeaders();
    expect(Object.keys(helmets)).toContain('content-security-policy');

    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/nowhere']) {
      const answer = await app.inject(url);
      for (const [name, value] of Object.entries(helmets)) expect(answer.headers[name]).toBe(value);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });
});
