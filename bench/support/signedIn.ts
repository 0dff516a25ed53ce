import { apiPaths } from '../../src/shared/apiPaths';

// Benches sign in to the portal they started over HTTP, as a browser does.

/** Signs in over HTTP and returns the session's Set-Cookie lines as the portal sent them. */
async function sessionSetCookies(origin: string, email: string, password: string) {
  const login = await fetch(`${origin}${apiPaths.auth.login}`, {
    method: 'POST',
    // The portal refuses a state-changing call from another origin (CSRF check).
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  return login.headers.getSetCookie();
}

/**
 * Signs in over HTTP and returns the headers of the session.
 * @example const headers = await signedIn(baseUrl, 'client@example.com', DEMO_PASSWORD);
 */
export async function signedIn(origin: string, email: string, password: string) {
  const cookie = (await sessionSetCookies(origin, email, password))
    .map((value) => value.split(';')[0])
    .join('; ');
  return { origin, cookie, 'content-type': 'application/json' };
}

export interface SessionCookie {
  name: string;
  value: string;
  /** The path the portal scoped it to (the refresh cookie travels only to the auth calls). */
  path: string;
}

/**
 * Signs in over HTTP and returns the session's cookies with their paths, for a browser to hold.
 * @example await context.setCookie(...(await sessionCookies(origin, email, password)).map(...));
 */
export async function sessionCookies(
  origin: string,
  email: string,
  password: string,
): Promise<SessionCookie[]> {
  return (await sessionSetCookies(origin, email, password)).map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice('path='.length);
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), path: path ?? '/' };
  });
}
