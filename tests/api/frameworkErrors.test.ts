import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';

// docs/api.md#statuses: whatever refuses a request, the framework or the app, answers `{ message }`.
describe('errors the framework raises answer in the API error shape', () => {
  const ctx = useTestApp({ seed: false });

  it('an over-long id answers 404 Not found, not 414 in Fastify shape', async () => {
    const response = await ctx.test.app.inject({ url: `/api/clients/${'a'.repeat(120)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('a malformed escape in the path answers 400 with a message', async () => {
    const response = await ctx.test.app.inject({ url: '/api/clients/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This address is not valid' });
  });

  it('a body in a type the API does not take answers 415 with a message', async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...ORIGIN, 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('broken JSON answers 400 with a message', async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it.each([
    ['/api/auth/refresh', 401],
    ['/api/auth/logout', 204],
    ['/api/auth/resend-confirmation-email', 401],
  ])('%s takes content-type: application/json with no body (answers %i)', async (url, status) => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
  });

  it('a call that needs a body still refuses an empty one with field errors', async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  // docs/languages.md#validation-messages: the schemas name their messages by key; the API says them in the caller's language, English by default.
  it("a refused field's error is the schema's message, in English by default, its arguments put in", async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: ORIGIN,
      payload: { email: 'nobody', password: 'short', firstName: ' ', lastName: 'Doe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Use at least 10 characters',
      firstName: 'First name is required',
    });
  });

  it('headers too large answer 431 in the API shape, from Node before Fastify', async () => {
    const address = await ctx.test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      message: 'The request headers are too large',
    });
  });
});
