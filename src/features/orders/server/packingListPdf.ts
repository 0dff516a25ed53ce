import type { Language } from '../../../shared/languages';
import { formatDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { pdfTranslatorFor } from '../../../server/i18n/pdfTranslator';
import { BOLD, heading, LEFT, letterhead, openPdf, REGULAR, RIGHT, tableRow } from './pdfLayout';
import type { Letterhead } from './pdfLayout';

// docs/crates-and-shipments.md#packing-list: what a crate holds, for the freight agent and the
// customs at both ends, on the studio's letterhead, in the language of whoever downloads it. It
// renders beside the quote and invoice (one pool of PDF threads, docs/invoices.md#layout).

export interface PackingListLine {
  /** As people read it: Q-000042 #2. */
  item: string;
  speciesName: string;
  trophyTypeName: string;
  tagNumbers: string[];
  /** The line's latest progress photo as a JPEG thumbnail, its hash keying the PDF cache; null for none. */
  photo: { sha256: string; bytes: Uint8Array } | null;
}

export interface PackingListPdfInput {
  studio: Letterhead;
  /** As people read it: C-000007. */
  crateNumber: string;
  /** The day it is printed, as the studio writes dates. */
  date: string;
  clientName: string;
  consigneeName: string;
  consigneeAddress: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  actualWeightKg: number;
  volumetricWeightKg: number;
  currency: string;
  declaredValueMinor: number;
  insuredValueMinor: number;
  shipment: { number: string; freightAgent: string; airline: string; airWaybill: string } | null;
  lines: PackingListLine[];
  language: Language;
  /** Off only for tests that read the content streams. */
  compress?: boolean;
}

const XS = [LEFT, 150, 260, 370, 445] as const;
const PHOTO_BOX: [number, number] = [90, 68];

/** One line of the crate: its words in the first columns, its photo (or "No photo") in the last. */
function lineRow(doc: PDFKit.PDFDocument, line: PackingListLine, noPhoto: string): void {
  if (doc.y > doc.page.height - 140) doc.addPage();
  const top = doc.y;
  tableRow(
    doc,
    XS,
    [line.item, line.speciesName, line.trophyTypeName, line.tagNumbers.join(', ')],
    { rightFrom: XS.length },
  );
  const x = XS[4];
  if (line.photo) {
    doc.image(Buffer.from(line.photo.bytes), x, top, { fit: PHOTO_BOX });
  } else {
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(noPhoto, x, top, { width: RIGHT - x });
  }
  doc.x = LEFT;
  doc.y = Math.max(doc.y, top + (line.photo ? PHOTO_BOX[1] : 0)) + 6;
}

/**
 * Renders a crate's packing list and resolves with the PDF's bytes.
 * @example const bytes = await packingListPdf({ studio, crateNumber: 'C-000007', ... });
 */
export function packingListPdf(input: PackingListPdfInput): Promise<Buffer> {
  const t = pdfTranslatorFor(input.language);
  const title = t('pdf.packingList.title', { number: input.crateNumber });
  const { doc, done } = openPdf({ title, author: input.studio.name, compress: input.compress });
  const money = (minor: number) => formatMoney(minor, input.currency, input.language);
  const kg = (value: number) =>
    new Intl.NumberFormat(input.language, { maximumFractionDigits: 2 }).format(value);
  const { shipment } = input;

  letterhead(doc, input.studio, t);
  heading(doc, title, [
    t('pdf.packingList.date', {
      date: formatDate(input.date, input.language, 'day', input.studio.dates),
    }),
    t('pdf.packingList.shipper', { name: input.studio.name }),
    t('pdf.packingList.client', { name: input.clientName }),
    t('pdf.packingList.dimensions', {
      length: input.lengthCm,
      width: input.widthCm,
      height: input.heightCm,
    }),
    t('pdf.packingList.weights', {
      actual: kg(input.actualWeightKg),
      volumetric: kg(input.volumetricWeightKg),
    }),
    t('pdf.packingList.declaredValue', { amount: money(input.declaredValueMinor) }),
    t('pdf.packingList.insuredValue', { amount: money(input.insuredValueMinor) }),
    ...(shipment
      ? [
          t('pdf.packingList.shipment', { number: shipment.number, agent: shipment.freightAgent }),
          ...(shipment.airWaybill
            ? [
                t('pdf.packingList.airWaybill', {
                  number: shipment.airWaybill,
                  airline: shipment.airline || '-',
                }),
              ]
            : []),
        ]
      : []),
  ]);
  doc.font(BOLD).fontSize(11).text(t('pdf.packingList.consignee'), LEFT);
  doc.font(REGULAR).fontSize(10).text(input.consigneeName);
  if (input.consigneeAddress) doc.text(input.consigneeAddress);
  doc.moveDown();

  doc.font(BOLD).fontSize(11).text(t('pdf.packingList.linesTitle'), LEFT);
  doc.moveDown(0.5);
  if (input.lines.length === 0) {
    doc.font(REGULAR).fontSize(10).text(t('pdf.packingList.empty'), LEFT);
  } else {
    const columns = ['item', 'species', 'trophyType', 'tags', 'photo'] as const;
    tableRow(
      doc,
      XS,
      columns.map((column) => t(`pdf.packingList.columns.${column}`)),
      { header: true, rightFrom: XS.length },
    );
    for (const line of input.lines) lineRow(doc, line, t('pdf.packingList.noPhoto'));
  }
  doc.end();
  return done;
}
