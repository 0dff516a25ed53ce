import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_SECONDS } from '../../src/server/auth/tokens';
import { portalServerEntry, startChildServer, type ChildServer } from './childServer';
import { signedIn } from './signedIn';

/** Every seeded account's password. */
export const BENCH_PASSWORD = 'Bench-orders-2026';

/** Where the seeded data lives: a PostgreSQL database, or a PGlite data directory. */
export type BenchDatabase =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; pgliteDir: string };

/** Who makes a call: their sign-in, and the scope the floor runs for them (`x-bench-scope`). */
export interface BenchActor {
  email: string;
  /** As the bench's floor reads it, e.g. "all", "outfitter:<user id>", "client:<client record id>". */
  floorScope: string;
}

export interface RunningTarget {
  baseUrl: string;
  /** The server's process id, whose CPU time the list benches count. */
  pid: number;
  /** Request headers that make the call as this actor (a session cookie, or the floor's scope). */
  headersFor(actor: BenchActor): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A server that answers a list call in the ra-data-simple-rest form over a bench database. */
export interface BenchTarget {
  name: string;
  start(database: BenchDatabase): Promise<RunningTarget>;
}

/** The environment that points a bench's server (bench/support/portalServer.ts) at `database`. */
export const serverEnv = (database: BenchDatabase): Record<string, string> =>
  database.kind === 'postgres'
    ? { BENCH_DATABASE_URL: database.url, DATABASE_URL: database.url }
    : { BENCH_PGLITE_DIR: database.pgliteDir, BENCH_DATA_DIR: database.dataDir };

const running = (server: ChildServer, headersFor: RunningTarget['headersFor']): RunningTarget => ({
  baseUrl: server.baseUrl,
  pid: server.pid,
  headersFor,
  close: server.close,
});

/** A bench's floor (`floorEntry`, its bare page query), told each actor's scope in `x-bench-scope`. */
const floorAt = (floorEntry: URL): BenchTarget => ({
  name: 'floor',
  async start(database) {
    const server = await startChildServer(floorEntry, serverEnv(database));
    return running(server, async (actor) => ({ 'x-bench-scope': actor.floorScope }));
  },
});

/**
 * The real portal, signed in as each actor through its login call, logging at `logLevel` (`info`
 * is the portal's default, as users run it). A session is signed in again once it is half its
 * access token's lifetime old: a whole run outlasts the token, and a call begun on a session near
 * its end would be answered 401 midway.
 */
const portalAt = (name: string, logLevel: string): BenchTarget => ({
  name,
  async start(database) {
    const server = await startChildServer(portalServerEntry, {
      ...serverEnv(database),
      LOG_LEVEL: logLevel,
    });
    const cookies = new LRUCache<string, string>({
      max: 1_000,
      ttl: (ACCESS_TOKEN_SECONDS * 1000) / 2,
    });
    return running(server, async (actor) => {
      let cookie = cookies.get(actor.email);
      if (cookie === undefined) {
        cookie = (await signedIn(server.baseUrl, actor.email, BENCH_PASSWORD)).cookie;
        cookies.set(actor.email, cookie);
      }
      return { cookie };
    });
  },
});

/**
 * The targets a list bench measures: its floor, and the portal with logging on and off.
 * @example const targets = benchTargets(new URL('./floorServer.ts', import.meta.url));
 */
export const benchTargets = (floorEntry: URL) => ({
  floor: floorAt(floorEntry),
  portal: portalAt('portal', 'info'),
  'portal-quiet': portalAt('portal-quiet', 'silent'),
});
