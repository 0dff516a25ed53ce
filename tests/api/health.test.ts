import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

describe('GET /api/health', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: false });
  });
  afterAll(() => test.close());

  it('answers ok with version 0.3.0 while the database is reachable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.3.0', database: 'ok' });
  });

  it('sends security headers without upgrade-insecure-requests, which would blank the page over http', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    await broken.app.close();
  });
});
