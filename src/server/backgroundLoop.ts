import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundLoop {
  /** Runs the work now (after a call that queued some has answered), or once more if it runs. */
  wake(): void;
  /** Stops looking, calls `onStop` (to cut short what runs), and waits for the work under way. */
  stop(onStop?: () => void): Promise<void>;
}

/**
 * Runs `step` at start (what a previous run left), when woken, and `pollMs` after each round;
 * a round repeats `step` while it answers that there may be more, or a wake came meanwhile. The
 * mail outbox's delivery and the job runner both work this way (docs/jobs.md).
 * @example const loop = backgroundLoop(async () => (await claimDue()).length === BATCH, 2000, log, 'mail delivery');
 */
export function backgroundLoop(
  step: () => Promise<boolean>,
  pollMs: number,
  log: FastifyBaseLogger,
  name: string,
): BackgroundLoop {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function round(): Promise<void> {
    do {
      again = false;
      if (await step()) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed; will retry`))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs);
      });
  }

  run();
  return {
    wake: run,
    async stop(onStop) {
      stopped = true;
      clearTimeout(timer);
      onStop?.();
      await running;
    },
  };
}

/**
 * Seconds until the next attempt after `attempts` failed ones: `baseSeconds`, then twice as long
 * each time, at most `maxSeconds`; null once `maxAttempts` is reached (given up).
 * @example retryInSeconds(3, { retryBaseSeconds: 5, maxAttempts: 30 }, 3600) // 20
 */
export function retryInSeconds(
  attempts: number,
  options: { retryBaseSeconds: number; maxAttempts: number },
  maxSeconds: number,
): number | null {
  return attempts >= options.maxAttempts
    ? null
    : Math.min(options.retryBaseSeconds * 2 ** (attempts - 1), maxSeconds);
}
