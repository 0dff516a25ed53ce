/** A small PDF "scan" for upload inputs; `text` makes its bytes (and so its file) unique. */
export const pdfScan = (text: string, name = 'permit-scan.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\ntrailer << >>\n%%EOF\n`),
});
