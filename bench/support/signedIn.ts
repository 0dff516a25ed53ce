import { apiPaths } from '../../src/shared/apiPaths';

// Benches sign in to the portal they started over HTTP, as a browser does.

/**
 * Signs in over HTTP and returns the headers of the session.
 * @example const headers = await signedIn(baseUrl, 'client@example.com', DEMO_PASSWORD);
 */
export async function signedIn(origin: string, email: string, password: string) {
  const login = await fetch(`${origin}${apiPaths.auth.login}`, {
    method: 'POST',
    // The portal refuses a state-changing call from another origin (CSRF check).
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { origin, cookie, 'content-type': 'application/json' };
}
