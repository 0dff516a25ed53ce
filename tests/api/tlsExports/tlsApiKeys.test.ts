import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { acceptedOrder, settledBatch } from './tlsSupport';

// docs/tls-export.md#api-keys: keys shown once, stored hashed, revocable, reaching only TLS's calls.
const ctx = useTestApp();
let admin: { cookie: string; origin: string };
let key: string;
let keyId: string;
let batchId: string;
let orderNumber: number;

const withKey = (method: 'GET' | 'POST', url: string, payload?: object, bearer = key) =>
  ctx.test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  admin = await signIn(ctx.test.app, 'admin@example.com');
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/tls-api-keys',
    headers: admin,
    payload: { name: 'TLS production' },
  });
  expect(created.statusCode).toBe(201);
  ({ key, id: keyId } = created.json());
  const order = await acceptedOrder(ctx.test.app, admin);
  orderNumber = order.number;
  const batch = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/tls-exports',
    headers: admin,
    payload: { orderIds: [order.id] },
  });
  batchId = (await settledBatch(ctx.test.app, admin, batch.json().id)).id;
});

describe('an API key', () => {
  it('is shown once: the list holds its name and prefix, never the key', async () => {
    const list = await ctx.test.app.inject({
      method: 'GET',
      url: '/api/tls-api-keys',
      headers: admin,
    });
    expect(list.body).not.toContain(key);
    expect(list.json()[0]).toMatchObject({ name: 'TLS production', prefix: key.slice(0, 12) });
  });

  it('lists batches, downloads one and acknowledges it', async () => {
    expect((await withKey('GET', '/api/tls-exports')).statusCode).toBe(200);
    const file = await withKey('GET', `/api/tls-exports/${batchId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const ack = await withKey('POST', `/api/tls-exports/${batchId}/ack`, {
      accepted: [orderNumber],
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().acks[0].by).toBe('TLS production');
  });

  it.each([
    ['POST', '/api/tls-exports', { orderIds: [] }],
    ['GET', '/api/tls-exports/waiting', undefined],
    ['GET', '/api/tls-api-keys', undefined],
    ['GET', '/api/orders', undefined],
    ['GET', '/api/clients', undefined],
    ['GET', '/api/features', undefined],
    ['GET', '/api/clients/profile', undefined],
  ] as const)('reaches nothing else: %s %s answers 403', async (method, url, payload) => {
    expect((await withKey(method, url, payload)).statusCode).toBe(403);
  });

  it("is never a session's: an admin's cookie sent along opens nothing more", async () => {
    const both = (url: string) =>
      ctx.test.app.inject({
        method: 'GET',
        url,
        headers: { ...admin, authorization: `Bearer ${key}` },
      });
    expect((await both('/api/orders')).statusCode).toBe(403);
    expect((await both('/api/tls-exports/waiting')).statusCode).toBe(403);
    expect((await both('/api/tls-exports')).statusCode).toBe(200);
  });

  it('answers 401 for a key that does not exist', async () => {
    expect((await withKey('GET', '/api/tls-exports', undefined, 'tls_guess')).statusCode).toBe(401);
  });

  it('answers 401 once revoked', async () => {
    const revoked = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/tls-api-keys/${keyId}/revoke`,
      headers: admin,
    });
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await withKey('GET', '/api/tls-exports')).statusCode).toBe(401);
  });
});

describe('managing keys', () => {
  it.each(['liaison@example.com', 'outfitter@example.com'])(
    'is for admins only: %s gets 403',
    async (email) => {
      const user = await signIn(ctx.test.app, email);
      const list = await ctx.test.app.inject({
        method: 'GET',
        url: '/api/tls-api-keys',
        headers: user,
      });
      expect(list.statusCode).toBe(403);
    },
  );

  it('needs a name', async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/tls-api-keys',
      headers: admin,
      payload: { name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('name');
  });
});
