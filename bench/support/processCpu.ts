import { readdirSync, readFileSync } from 'node:fs';

// Linux's /proc: a process's user and system time in clock ticks, USER_HZ (100 a second on Linux).
const MS_PER_TICK = 10;

/** The CPU time a process has used, from its /proc/<pid>/stat line (`comm` may hold spaces). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** Each PostgreSQL process's CPU time by process id. */
function postgresCpuMs(): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) used.set(pid, statCpuMs(stat));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return used;
}

/**
 * What the PostgreSQL processes running at the end used since `before`: a process that ended
 * meanwhile (a pool closing an idle connection of another data set) is left out rather than
 * subtracted.
 */
function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU milliseconds a request of each part of a measured call: the server, PostgreSQL, the bench. */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  bench: number;
}

/**
 * Starts counting the CPU time of the server `pid`, of every PostgreSQL process on the machine (a
 * bench's other databases sit idle meanwhile) and of this process (autocannon, the servers' logs);
 * the returned function divides what each used by the requests made.
 * @example const perRequest = cpuCounter(server.pid); const result = await autocannon(options); perRequest(result.requests.total);
 */
export function cpuCounter(pid: number): (requests: number) => CpuPerRequest {
  const serverCpuMs = () => statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  const server = serverCpuMs();
  const postgres = postgresCpuMs();
  const bench = process.cpuUsage();
  return (requests) => {
    const used = process.cpuUsage(bench);
    const per = (ms: number) => ms / Math.max(requests, 1);
    return {
      server: per(serverCpuMs() - server),
      postgres: per(postgresCpuSince(postgres)),
      bench: per((used.user + used.system) / 1000),
    };
  };
}
