import { readFileSync } from 'node:fs';
import sharp from 'sharp';

// Small real files of each kind the file service meets, and the multipart body a browser sends.

export const pdfBytes = (text = 'trophy paperwork') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** A landscape JPEG (60x20) whose EXIF says: turn 90 degrees clockwise to view it upright. */
export const sidewaysJpeg = () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const uprightPng = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#0f172a' } })
    .png()
    .toBuffer();

/** A real HEIC photo, 64x48, as an iPhone sends them (made with libheif's heif-enc). */
export const heicPhoto = () => readFileSync(new URL('./photo.heic', import.meta.url));

/** The first box of a HEIC photo (ftyp, brand heic), then nothing a decoder can read. */
export const heicHead = () => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.writeUInt32BE(0, 12);
  box.write('mif1heic', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(2000)]);
};

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/**
 * A multipart/form-data body and its content-type header.
 * @example const { payload, headers } = multipart([{ name: 'file', filename: 'a.pdf', data }]);
 */
export function multipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----trophy-portal-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
