import type { Language } from '../../../shared/languages';
import { formatOrderNumber } from '../orderStatuses';
import { formatDate } from '../../../shared/dates';
import { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import { heading, howToPay, LEFT, letterhead, openPdf, RIGHT, BOLD, REGULAR } from './pdfLayout';
import type { Letterhead } from './pdfLayout';
import { orderLinesTable, type PdfOrderFigures } from './pdfOrderLines';

// docs/order-workflow.md#quote-pdf: a quote as a PDF with the studio's name, client, lines, totals and
// terms, set in an embedded font that covers non-Latin names (docs/quote-pdf.md#font), in the language of whoever
// downloads it (docs/languages.md#the-quote-pdf).

export interface QuotePdfInput extends PdfOrderFigures {
  studio: Letterhead;
  number: number;
  /** The day the quote was made, as shown on it. */
  date: Date;
  clientName: string;
  outfitterName: string | null;
  /** Of the user who downloads it: its labels, terms, date and money. */
  language: Language;
  /** Off only for tests that read the content streams. */
  compress?: boolean;
}

/**
 * Renders the quote and resolves with the PDF's bytes.
 * @example const bytes = await quotePdf({ studio: { name: 'Kudu Taxidermy', ... }, number: 42, ... });
 */
export function quotePdf(input: QuotePdfInput): Promise<Buffer> {
  const t = pdfTranslatorFor(input.language);
  const number = formatOrderNumber(input.number);
  const title = t('pdf.title', { number });
  const { doc, done } = openPdf({ title, author: input.studio.name, compress: input.compress });

  letterhead(doc, input.studio, t);
  heading(doc, title, [
    t('pdf.date', { date: formatDate(input.date, input.language, 'day', input.studio.dates) }),
    t('pdf.client', { name: input.clientName }),
    ...(input.outfitterName ? [t('pdf.outfitter', { name: input.outfitterName })] : []),
  ]);
  orderLinesTable(doc, input, input.language, t);
  if (input.totals.hasPriceOnRequest) {
    doc.moveDown().text(t('pdf.onRequestNote'));
  }

  howToPay(doc, input.studio, t('pdf.reference', { reference: number }), t, input.language);
  doc.moveDown(2).font(BOLD).fontSize(11).text(t('pdf.termsTitle'), LEFT);
  doc.font(REGULAR).fontSize(9);
  for (const term of ['validity', 'production', 'tags'] as const) {
    doc.text(t(`pdf.terms.${term}`), LEFT, undefined, { width: RIGHT - LEFT });
  }
  doc.end();
  return done;
}
