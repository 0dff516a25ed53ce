import { invoicePdf, type InvoicePdfInput } from './invoicePdf';
import { packingListPdf, type PackingListPdfInput } from './packingListPdf';
import { quotePdf, type QuotePdfInput } from './quotePdf';
import { statementPdf, type StatementPdfInput } from './statementPdf';

/** What the PDF threads render (docs/quote-pdf.md#off-the-event-loop, docs/invoices.md#layout). */
export type PdfJob =
  | { kind: 'quote'; input: QuotePdfInput }
  | { kind: 'invoice'; input: InvoicePdfInput }
  | { kind: 'statement'; input: StatementPdfInput }
  | { kind: 'packingList'; input: PackingListPdfInput };

/**
 * Lays out one PDF of the studio's: a quote, an invoice, a statement or a crate's packing list.
 * @example const bytes = await renderPdf({ kind: 'invoice', input });
 */
export function renderPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'quote':
      return quotePdf(job.input);
    case 'invoice':
      return invoicePdf(job.input);
    case 'statement':
      return statementPdf(job.input);
    case 'packingList':
      return packingListPdf(job.input);
  }
}
