import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { apiPaths } from '../../src/shared/apiPaths';

/**
 * Signs a demo account in to a portal running in another process, over HTTP as a browser does,
 * and returns the headers of its session (same origin, so writes pass the cross-site check).
 * @example const headers = await signInOverHttp(url, 'client@example.com');
 */
export async function signInOverHttp(url: string, email: string) {
  const answer = await fetch(`${url}${apiPaths.auth.login}`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((one) => one.split(';')[0])
    .join('; ');
  return { origin: url, cookie, 'content-type': 'application/json' };
}
