// A one-page PDF of a few lines of text, written out by hand so the demo documents' bytes (and so
// their sha256) are the same on every seed; browsers show it in their own viewer.

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * @example demoPdf(['CITES export permit', 'Holder: Clara Client'])
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, index) =>
        `${index === 0 ? '/F1 18 Tf' : '/F1 11 Tf 0 -24 Td'} (${escapeText(line)}) Tj`,
    )
    .join('\n');
  const content = `BT 72 770 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
