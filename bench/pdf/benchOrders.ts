import { MAX_LINES, MAX_TAGS_PER_LINE, type OrderCreateBody } from '../../resources/orders';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { demoOrderBody } from '../../tests/api/orders/orderSupport';

/**
 * The largest draft a client can make (200 lines, all tags, long instructions), from the demo
 * pricelist in a seeded DATA_DIR that no server holds open.
 * @example const body = await largestDraft(dataDir);
 */
export async function largestDraft(dataDir: string): Promise<OrderCreateBody> {
  const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
  try {
    const body = await demoOrderBody(database);
    const line = {
      ...body.lines[0]!,
      tagNumbers: Array.from({ length: MAX_TAGS_PER_LINE }, (_, index) => `ZA${1000 + index}`),
      instruction: 'Left-facing, ears up, mouth closed, on a walnut shield. '.repeat(20),
    };
    return { ...body, lines: Array.from({ length: MAX_LINES }, () => line) };
  } finally {
    await database.close();
  }
}

/**
 * Signs in over HTTP and returns the headers of the session.
 * @example const headers = await signedIn(baseUrl, 'client@example.com', DEMO_PASSWORD);
 */
export async function signedIn(origin: string, email: string, password: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
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
