import { apiPaths } from '../../src/shared/apiPaths';
import { BENCH_PASSWORD } from './benchIds';
import { startChildServer, type ChildServer } from './childServer';

/** Where the seeded data lives: a PostgreSQL database, or a PGlite data directory. */
export type BenchDatabase =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; pgliteDir: string };

/** Who makes a call: their sign-in, and the scope the floor runs for them (`x-bench-scope`). */
export interface BenchActor {
  email: string;
  /** "all", "outfitter:<user id>", "ph:<user id>" or "client:<client record id>". */
  floorScope: string;
}

export interface RunningTarget {
  baseUrl: string;
  /** Request headers that make the call as this actor (a session cookie, or the floor's scope). */
  headersFor(actor: BenchActor): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A server that answers `GET /api/orders` in the ra-data-simple-rest form over a bench database. */
export interface BenchTarget {
  name: string;
  start(database: BenchDatabase): Promise<RunningTarget>;
}

const serverEnv = (database: BenchDatabase): Record<string, string> =>
  database.kind === 'postgres'
    ? { BENCH_DATABASE_URL: database.url, DATABASE_URL: database.url }
    : { BENCH_PGLITE_DIR: database.pgliteDir, BENCH_DATA_DIR: database.dataDir };

const running = (server: ChildServer, headersFor: RunningTarget['headersFor']): RunningTarget => ({
  baseUrl: server.baseUrl,
  headersFor,
  close: server.close,
});

export const floorTarget: BenchTarget = {
  name: 'floor',
  async start(database) {
    const server = await startChildServer('./floorServer.ts', serverEnv(database));
    return running(server, async (actor) => ({ 'x-bench-scope': actor.floorScope }));
  },
};

/**
 * The real `GET /api/orders` of the portal, signed in as each actor through its login call, logging
 * at `logLevel` (`info` is the portal's default, as users run it).
 */
const portalAt = (name: string, logLevel: string): BenchTarget => ({
  name,
  async start(database) {
    const server = await startChildServer('./portalServer.ts', {
      ...serverEnv(database),
      LOG_LEVEL: logLevel,
    });
    const cookies = new Map<string, string>();
    return running(server, async (actor) => {
      if (!cookies.has(actor.email))
        cookies.set(actor.email, await signIn(server.baseUrl, actor.email));
      return { cookie: cookies.get(actor.email) ?? '' };
    });
  },
});

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}${apiPaths.auth.login}`, {
    method: 'POST',
    // The portal refuses a state-changing call from another origin (CSRF check).
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Bench sign-in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export const TARGETS: Record<string, BenchTarget> = {
  floor: floorTarget,
  portal: portalAt('portal', 'info'),
  'portal-quiet': portalAt('portal-quiet', 'silent'),
};
