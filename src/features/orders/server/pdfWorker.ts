import { setPriority } from 'node:os';
import { renderPdf, type PdfJob } from './pdfJob';

// docs/quote-pdf.md#off-the-event-loop: runs in a worker thread of the PDF pool, so a long quote
// or statement never stalls the requests the main thread serves. On Linux a priority set for "pid 0"
// applies to the calling thread alone: this thread yields the CPU to the main thread when both want it.
try {
  setPriority(19);
} catch {
  // Lowering one's own priority is always allowed; a platform without it just renders at normal priority.
}

/** The pool's task: render one PDF. */
export default async function renderPdfTask(job: PdfJob): Promise<Uint8Array> {
  const bytes = await renderPdf(job);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
