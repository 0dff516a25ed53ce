import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { nestedDeeperThan, transportPlugin } from './everyCall';

describe('transportPlugin', () => {
  const CSP: Pick<HelmetOptions, 'contentSecurityPolicy'> = {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  };

  it('sends on every answer, a 404 included, the headers helmet sets on a real response, and no HSTS over http', async () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet({ ...CSP, strictTransportSecurity: false })(
      new IncomingMessage(new Socket()),
      response,
      () => undefined,
    );
    const helmets = response.getHeaders();
    expect(Object.keys(helmets)).toContain('content-security-policy');

    const app = Fastify();
    app.decorate('config', loadConfig({}));
    await app.register(transportPlugin, CSP);
    app.get('/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/nowhere']) {
      const answer = await app.inject(url);
      for (const [name, value] of Object.entries(helmets)) expect(answer.headers[name]).toBe(value);
      expect(answer.headers['x-request-id']).toBeTruthy();
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });
});

describe('nestedDeeperThan', () => {
  it('counts arrays and objects alike, and scalars as no level', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan([], 1)).toBe(false);
    expect(nestedDeeperThan([{ a: [1] }], 3)).toBe(false);
    expect(nestedDeeperThan([{ a: [1] }], 2)).toBe(true);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(nestedDeeperThan({ a: 1, b: [2], c: { d: [[3]] } }, 3)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(nestedDeeperThan(deep)).toBe(true);
  });
});
