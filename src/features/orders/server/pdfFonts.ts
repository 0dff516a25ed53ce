import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// docs/quote-pdf.md#font: pdfkit's standard Helvetica only encodes WinAnsi, so Cyrillic, Greek or
// Polish names came out garbled. DejaVu Sans covers them (and much more); pdfkit embeds only the glyphs
// a PDF uses, with a ToUnicode map so the text stays searchable and copyable.
const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));

/** Read once per process (or worker thread): the regular and bold faces of the studio's PDFs. */
export const PDF_FONTS = {
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
} as const;
