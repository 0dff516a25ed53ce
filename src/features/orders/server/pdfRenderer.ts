import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { Piscina } from 'piscina';
import type { WorkerPoolStats } from '../../../server/metrics/workerPools';
import { workerThreadArgv } from '../../../server/workerThreadArgv';
import { byteBoundedCache } from './byteBoundedCache';
import type { PdfJob } from './pdfJob';

// docs/quote-pdf.md#off-the-event-loop: a 200-line quote takes seconds of CPU, so it renders in a
// worker thread; one core stays with the main thread, which serves every other request. Quotes,
// invoices and statements share the one pool (docs/invoices.md#layout).
const MAX_THREADS = Math.max(1, availableParallelism() - 1);
/** docs/quote-pdf.md#cache: bytes of rendered PDFs kept per process. */
export const PDF_CACHE_BYTES = 32 * 1024 * 1024;

// Beside this module, in its language: pdfWorker.ts in the sources, .js once built (scripts/buildServer.ts).
const WORKER = new URL(`./pdfWorker${extname(import.meta.url)}`, import.meta.url);

export type PdfOutcome =
  | { bytes: Buffer }
  /** This user already has a PDF rendering (docs/quote-pdf.md#one-at-a-time-per-user). */
  | { busy: 'user' }
  /** The pool's queue is full. */
  | { busy: 'server' };

/**
 * Renders PDFs in a worker thread pool, one at a time per user, and keeps the bytes of each
 * distinct one (same kind, order version, names and terms) in a bounded cache.
 * @example const pdfs = pdfRenderer(); const outcome = await pdfs.render(user.id, { kind: 'quote', input });
 */
export function pdfRenderer() {
  let pool: Piscina | undefined;
  const cache = byteBoundedCache(PDF_CACHE_BYTES);
  const rendering = new Set<string>();
  // The same PDF asked for again while it renders (a double click opens two tabs) waits for that
  // render rather than being refused (docs/quote-pdf.md#one-at-a-time-per-user).
  const inFlight = new Map<string, Promise<Buffer>>();

  const started = () =>
    (pool ??= new Piscina({
      filename: WORKER.href,
      execArgv: workerThreadArgv(WORKER, process.execArgv),
      minThreads: 0,
      maxThreads: MAX_THREADS,
      idleTimeout: 60_000,
      // Users wait for their own PDF (one each), so the queue is as long as the users rendering at once.
      maxQueue: MAX_THREADS * 16,
    }));

  return {
    async render(userId: string, job: PdfJob): Promise<PdfOutcome> {
      // The logo's hash stands for its bytes (docs/quote-pdf.md#cache).
      const key = createHash('sha256')
        .update(
          JSON.stringify(job, (_key, value: unknown) =>
            value instanceof Uint8Array ? undefined : value,
          ),
        )
        .digest('hex');
      const cached = cache.get(key);
      if (cached) return { bytes: cached };
      const pending = inFlight.get(key);
      if (pending) return { bytes: await pending };
      if (rendering.has(userId)) return { busy: 'user' };
      const workers = started();
      if (workers.queueSize >= workers.options.maxQueue) return { busy: 'server' };
      rendering.add(userId);
      // The mark is taken back whatever happens, a pool that cannot start a thread included, so a
      // failure never locks the user out of their next PDF.
      try {
        const rendered = workers
          .run(job)
          .then((view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength));
        inFlight.set(key, rendered);
        const bytes = await rendered;
        cache.set(key, bytes);
        return { bytes };
      } finally {
        rendering.delete(userId);
        inFlight.delete(key);
      }
    },
    /** For the metrics: every PDF in flight is in the pool, queued or rendering. */
    stats: (): WorkerPoolStats => {
      const queued = pool?.queueSize ?? 0;
      return { queued, active: inFlight.size - queued, capacity: MAX_THREADS };
    },
    close: async () => pool?.destroy(),
  };
}
