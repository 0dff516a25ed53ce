import PDFDocument from 'pdfkit';
import type { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import { PDF_FONTS } from './pdfFonts';
import type { DateSettings } from '../../../shared/dateSettings';
import { inReadersLanguage, type Language } from '../../../shared/languages';

// docs/quote-pdf.md: what the quote, the invoice and the statement share (docs/invoices.md#layout):
// the page, the embedded font, the studio's letterhead, "How to pay", table rows and figures.

/** docs/quote-pdf.md#letterhead: the studio's settings the PDFs print. */
export interface Letterhead {
  name: string;
  address: string;
  vatNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankBranchCode: string;
  bankSwift: string;
  paymentTerms: string;
  /** What French readers get instead; blank for the English ones (docs/payments.md#studio-settings). */
  paymentTermsFr: string;
  /** How the studio writes its dates (docs/languages.md#formats). */
  dates: DateSettings;
  /** A PNG or JPEG (what pdfkit draws) and its hash, which keys the PDF cache; null for none. */
  logo: { sha256: string; bytes: Uint8Array } | null;
}

export type Translate = ReturnType<typeof pdfTranslatorFor>;
export type Pdf = PDFKit.PDFDocument;

export const REGULAR = 'PdfRegular';
export const BOLD = 'PdfBold';
export const LEFT = 50;
export const RIGHT = 545;
const LOGO_BOX: [number, number] = [140, 70];

/**
 * An A4 document in the embedded font, and its bytes once it ends.
 * @example const { doc, done } = openPdf({ title: 'Invoice INV-000001', author: studio.name });
 */
export function openPdf(options: { title: string; author: string; compress?: boolean }): {
  doc: Pdf;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author },
  });
  doc.registerFont(REGULAR, PDF_FONTS.regular);
  doc.registerFont(BOLD, PDF_FONTS.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The studio's logo (if any), name, address and VAT number at the head of the first page, then the tagline. */
export function letterhead(doc: Pdf, studio: Letterhead, t: Translate): void {
  if (studio.logo) {
    const top = doc.y;
    doc.image(Buffer.from(studio.logo.bytes), LEFT, top, { fit: LOGO_BOX });
    doc.y = top + LOGO_BOX[1] + 8;
  }
  doc.font(BOLD).fontSize(20).text(studio.name, LEFT);
  doc.font(REGULAR).fontSize(9);
  if (studio.address) doc.text(studio.address);
  if (studio.vatNumber) doc.text(t('pdf.vatNumber', { vatNumber: studio.vatNumber }));
  doc.font(REGULAR).fontSize(10).fillColor('#555').text(t('pdf.tagline'));
  doc.moveDown(1.5).fillColor('#0F172A');
}

/** The document's title in bold, then its facts (date, client...) one a line. */
export function heading(doc: Pdf, title: string, facts: readonly string[]): void {
  doc.font(BOLD).fontSize(14).text(title, LEFT);
  doc.font(REGULAR).fontSize(10);
  for (const fact of facts) doc.text(fact);
  doc.moveDown();
}

/** The studio's bank details, what to quote with a payment (`reference`, worded) and its payment terms in the reader's language, after the figures. */
export function howToPay(
  doc: Pdf,
  studio: Letterhead,
  reference: string,
  t: Translate,
  language: Language,
): void {
  const bank = [
    ['name', studio.bankName],
    ['accountName', studio.bankAccountName],
    ['accountNumber', studio.bankAccountNumber],
    ['branchCode', studio.bankBranchCode],
    ['swift', studio.bankSwift],
  ] as const;
  const width = RIGHT - LEFT;
  doc.moveDown(2).font(BOLD).fontSize(11).text(t('pdf.paymentTitle'), LEFT);
  doc.font(REGULAR).fontSize(9);
  for (const [field, value] of bank) {
    if (value) doc.text(t(`pdf.bank.${field}`, { value }), LEFT, undefined, { width });
  }
  doc.font(BOLD).text(reference, LEFT, undefined, { width });
  doc.font(REGULAR);
  const terms = inReadersLanguage(studio.paymentTerms, studio.paymentTermsFr, language);
  if (terms) doc.text(terms, LEFT, undefined, { width });
}

/**
 * One row of a table whose columns start at `xs` (the last one ends at the right margin); cells from
 * `rightFrom` on are figures, aligned right. A row that would not fit starts a new page.
 */
export function tableRow(
  doc: Pdf,
  xs: readonly number[],
  cells: readonly string[],
  { header = false, rightFrom }: { header?: boolean; rightFrom: number },
): void {
  if (doc.y > doc.page.height - 120) doc.addPage();
  const top = doc.y;
  doc.font(header ? BOLD : REGULAR).fontSize(9);
  let bottom = top;
  cells.forEach((cell, index) => {
    const x = xs[index] ?? LEFT;
    const width = (xs[index + 1] ?? RIGHT) - x - 6;
    doc.text(cell, x, top, { width, align: index >= rightFrom ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + 4;
}

const FIGURE_LABEL = 200;
const FIGURE_AMOUNT = 425;

/** A labelled figure under a table (Subtotal, VAT, Total...), its amount at the right margin. */
export function figureRow(doc: Pdf, label: string, amount: string, strong = false): void {
  const top = doc.y;
  doc.font(strong ? BOLD : REGULAR).fontSize(10);
  doc.text(label, FIGURE_LABEL, top, {
    width: FIGURE_AMOUNT - FIGURE_LABEL - 6,
    align: 'right',
  });
  doc.text(amount, FIGURE_AMOUNT, top, { width: RIGHT - FIGURE_AMOUNT, align: 'right' });
  doc.x = LEFT;
}
