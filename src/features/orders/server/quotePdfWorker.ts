import { setPriority } from 'node:os';
import { quotePdf, type QuotePdfInput } from './quotePdf';

// docs/quote-pdf.md#off-the-event-loop: runs in a worker thread of the quote PDF pool, so a long
// quote never stalls the requests the main thread serves. On Linux a priority set for "pid 0"
// applies to the calling thread alone: this thread yields the CPU to the main thread when both want it.
try {
  setPriority(19);
} catch {
  // Lowering one's own priority is always allowed; a platform without it just renders at normal priority.
}

/** The pool's task: render one quote. */
export default async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const bytes = await quotePdf(input);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
