import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/guards.md#guarding-rules: what the browser's guards enforce, the server enforces too.
describe('an account that is not finished reaches only the calls that finish it', () => {
  const ctx = useTestApp();

  it.each([
    ['unverified@example.com', 'Confirm your e-mail address first'],
    ['incomplete@example.com', 'Complete your profile first'],
  ])('%s is refused the orders, clients and species lists with 403', async (email, message) => {
    const { cookie } = await signIn(ctx.test.app, email);
    for (const url of ['/api/orders', '/api/clients', '/api/species']) {
      const response = await ctx.api.get(url, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    }
  });

  it.each(['unverified@example.com', 'incomplete@example.com'])(
    '%s may still read their profile, account and the features, and log out',
    async (email) => {
      const { cookie } = await signIn(ctx.test.app, email);
      for (const url of ['/api/clients/profile', '/api/clients/account', '/api/features']) {
        expect((await ctx.api.get(url, { cookie })).statusCode).toBe(200);
      }
      expect((await ctx.api.post('/api/auth/logout', { cookie })).statusCode).toBe(204);
    },
  );

  it('completing the profile opens the rest of the API', async () => {
    const { cookie } = await signIn(ctx.test.app, 'incomplete@example.com');
    const completed = await ctx.api.post('/api/clients/complete', {
      cookie,
      payload: {
        firstName: 'Ian',
        lastName: 'Incomplete',
        phone: '+27 21 555 0102',
        address: { line1: '3 Loop Street', city: 'Cape Town', country: 'ZA' },
      },
    });
    expect(completed.statusCode).toBe(200);
    expect((await ctx.api.get('/api/orders', { cookie })).statusCode).toBe(200);
  });
});
