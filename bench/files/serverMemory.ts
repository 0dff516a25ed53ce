import { readFileSync } from 'node:fs';

/** A process's resident set size in bytes, from Linux's /proc. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/**
 * Samples a process's RSS every few milliseconds while `work` runs; answers the work's result, the
 * RSS just before it (once the process has been quiet for a second) and the highest RSS seen.
 * @example const { result, before, peak } = await peakResident(server.pid, () => upload(file));
 */
export async function peakResident<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = residentBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}
