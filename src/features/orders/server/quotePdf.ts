import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/languages';
import type { OrderLineBody, OrderTotals } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import { formatMoney } from '../../../shared/money';
import { lineTotalMinor } from '../../../shared/orderTotals';
import { clientCopyFigures, quoteFigures } from '../../../shared/quoteFigures';
import { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import { QUOTE_FONTS } from './quotePdfFonts';

// docs/order-workflow.md#quote-pdf: a quote as a PDF with the studio's name, client, lines, totals and
// terms, set in an embedded font that covers non-Latin names (docs/quote-pdf.md#font), in the language of whoever
// downloads it (docs/languages.md#the-quote-pdf).

export interface QuotePdfLine extends Pick<
  OrderLineBody,
  'quantity' | 'unitPriceMinor' | 'tagNumbers' | 'instruction'
> {
  speciesName: string;
  trophyTypeName: string;
}

/** docs/quote-pdf.md#letterhead: the studio's settings the quote prints. */
export interface QuoteLetterhead {
  name: string;
  address: string;
  vatNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankBranchCode: string;
  bankSwift: string;
  paymentTerms: string;
  /** How the studio writes its dates (docs/languages.md#formats). */
  dates: DateSettings;
  /** A PNG or JPEG (what pdfkit draws) and its hash, which keys the PDF cache; null for none. */
  logo: { sha256: string; bytes: Uint8Array } | null;
}

export interface QuotePdfInput {
  studio: QuoteLetterhead;
  number: number;
  /** The day the quote was made, as shown on it. */
  date: Date;
  clientName: string;
  outfitterName: string | null;
  currency: string;
  lines: QuotePdfLine[];
  totals: OrderTotals;
  discountBp: number;
  vatRateBp: number;
  depositBp: number;
  /** Of the user who downloads it: its labels, terms, date and money. */
  language: Language;
  /** Off only for tests that read the content streams. */
  compress?: boolean;
}

const REGULAR = 'QuoteRegular';
const BOLD = 'QuoteBold';
const COLUMNS = { item: 50, tags: 225, quantity: 330, unit: 365, amount: 455, right: 545 } as const;

/**
 * Renders the quote and resolves with the PDF's bytes.
 * @example const bytes = await quotePdf({ studio: { name: 'Kudu Taxidermy', ... }, number: 42, ... });
 */
export function quotePdf(input: QuotePdfInput): Promise<Buffer> {
  const t = pdfTranslatorFor(input.language);
  const number = formatOrderNumber(input.number);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: input.compress ?? true,
    info: { Title: t('pdf.title', { number }), Author: input.studio.name },
  });
  doc.registerFont(REGULAR, QUOTE_FONTS.regular);
  doc.registerFont(BOLD, QUOTE_FONTS.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor, input.currency, input.language);
  const onRequest = t('pdf.onRequest');

  letterhead(doc, input.studio, t);
  doc.font(REGULAR).fontSize(10).fillColor('#555').text(t('pdf.tagline'));
  doc.moveDown(1.5).fillColor('#0F172A').font(BOLD).fontSize(14);
  doc.text(t('pdf.title', { number }));
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(
      t('pdf.date', { date: formatDate(input.date, input.language, 'day', input.studio.dates) }),
    );
  doc.text(t('pdf.client', { name: input.clientName }));
  if (input.outfitterName) doc.text(t('pdf.outfitter', { name: input.outfitterName }));
  doc.moveDown();

  const columns = ['item', 'tags', 'quantity', 'unitPrice', 'amount'] as const;
  row(
    doc,
    columns.map((column) => t(`pdf.columns.${column}`)),
    true,
  );
  for (const line of input.lines) {
    const amount = lineTotalMinor(line);
    row(doc, [
      `${line.speciesName}, ${line.trophyTypeName}${line.instruction ? `\n${line.instruction}` : ''}`,
      line.tagNumbers.join(', '),
      String(line.quantity),
      line.unitPriceMinor === null ? onRequest : money(line.unitPriceMinor),
      amount === null ? onRequest : money(amount),
    ]);
  }
  doc.moveDown();

  const { totals } = input;
  for (const figure of clientCopyFigures(quoteFigures(input, input.language))) {
    total(doc, figure.label, figure.amount, figure.strong);
  }
  if (totals.hasPriceOnRequest) {
    doc.moveDown().text(t('pdf.onRequestNote'));
  }

  howToPay(doc, input.studio, number, t);
  doc.moveDown(2).font(BOLD).fontSize(11).text(t('pdf.termsTitle'), COLUMNS.item);
  doc.font(REGULAR).fontSize(9);
  for (const term of ['validity', 'production', 'tags'] as const) {
    doc.text(t(`pdf.terms.${term}`), COLUMNS.item, undefined, {
      width: COLUMNS.right - COLUMNS.item,
    });
  }
  doc.end();
  return done;
}

type Translate = ReturnType<typeof pdfTranslatorFor>;
const LOGO_BOX: [number, number] = [140, 70];

/** The studio's logo (if any), name, address and VAT number at the head of the first page. */
function letterhead(doc: PDFKit.PDFDocument, studio: QuoteLetterhead, t: Translate): void {
  if (studio.logo) {
    const top = doc.y;
    doc.image(Buffer.from(studio.logo.bytes), COLUMNS.item, top, { fit: LOGO_BOX });
    doc.y = top + LOGO_BOX[1] + 8;
  }
  doc.font(BOLD).fontSize(20).text(studio.name, COLUMNS.item);
  doc.font(REGULAR).fontSize(9);
  if (studio.address) doc.text(studio.address);
  if (studio.vatNumber) doc.text(t('pdf.vatNumber', { vatNumber: studio.vatNumber }));
}

/** The studio's bank details, the reference to quote and its payment terms, after the totals. */
function howToPay(
  doc: PDFKit.PDFDocument,
  studio: QuoteLetterhead,
  reference: string,
  t: Translate,
): void {
  const bank = [
    ['name', studio.bankName],
    ['accountName', studio.bankAccountName],
    ['accountNumber', studio.bankAccountNumber],
    ['branchCode', studio.bankBranchCode],
    ['swift', studio.bankSwift],
  ] as const;
  const width = COLUMNS.right - COLUMNS.item;
  doc.moveDown(2).font(BOLD).fontSize(11).text(t('pdf.paymentTitle'), COLUMNS.item);
  doc.font(REGULAR).fontSize(9);
  for (const [field, value] of bank) {
    if (value) doc.text(t(`pdf.bank.${field}`, { value }), COLUMNS.item, undefined, { width });
  }
  doc.font(BOLD).text(t('pdf.reference', { reference }), COLUMNS.item, undefined, { width });
  doc.font(REGULAR);
  if (studio.paymentTerms) doc.text(studio.paymentTerms, COLUMNS.item, undefined, { width });
}

function row(doc: PDFKit.PDFDocument, cells: string[], header = false): void {
  const xs = [
    COLUMNS.item,
    COLUMNS.tags,
    COLUMNS.quantity,
    COLUMNS.unit,
    COLUMNS.amount,
    COLUMNS.right,
  ];
  if (doc.y > doc.page.height - 120) doc.addPage();
  const top = doc.y;
  doc.font(header ? BOLD : REGULAR).fontSize(9);
  let bottom = top;
  cells.forEach((cell, index) => {
    const x = xs[index] ?? COLUMNS.item;
    const width = (xs[index + 1] ?? COLUMNS.right) - x - 6;
    doc.text(cell, x, top, { width, align: index >= 2 ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = COLUMNS.item;
  doc.y = bottom + 4;
}

function total(doc: PDFKit.PDFDocument, label: string, amount: string, strong = false): void {
  const top = doc.y;
  doc.font(strong ? BOLD : REGULAR).fontSize(10);
  doc.text(label, COLUMNS.tags, top, { width: COLUMNS.amount - COLUMNS.tags - 6, align: 'right' });
  doc.text(amount, COLUMNS.amount, top, { width: COLUMNS.right - COLUMNS.amount, align: 'right' });
  doc.x = COLUMNS.item;
}
