import { quotePdf, type QuotePdfInput } from './quotePdf';

// docs/quote-pdf.md#off-the-event-loop: runs in a worker thread of the quote PDF pool, so a long
// quote never stalls the requests the main thread serves.

/** The pool's task: render one quote. */
export default async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const bytes = await quotePdf(input);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
