import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/shared/roles';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';

/** A demo account holding each role alone. */
export const DEMO_EMAIL_OF: Record<Role, string> = {
  admin: 'admin@example.com',
  customerLiaison: 'liaison@example.com',
  huntingOutfitter: 'outfitter@example.com',
  professionalHunter: 'ph@example.com',
  collector: 'collector@example.com',
  client: 'client@example.com',
};

/** What a browser on the portal's own page sends: its origin (for the CSRF check). */
export const ORIGIN = { origin: 'http://localhost' };

/** The `cookie` header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
      jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Signs a user in through POST /api/auth/login and returns the headers for their next calls.
 * @example const admin = await signIn(app, 'admin@example.com'); app.inject({ url, headers: admin });
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ cookie: string; origin: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: ORIGIN,
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return { ...ORIGIN, cookie: cookieHeader(response) };
}
