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

/**
 * A few hundred bytes of JPEG whose header declares 16000x16000 pixels (256 megapixels) and a
 * sideways orientation, as a 1.5 MB single-colour photo of that size would.
 */
export async function hugeJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // The start of frame's height and width follow its marker, length and precision.
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(16000, frame + 5);
  jpeg.writeUInt16BE(16000, frame + 7);
  return jpeg;
}

/** The HEIC photo with its image size properties (`ispe`) saying 16000x16000 pixels. */
export function hugeHeic(): Buffer {
  const heic = heicPhoto();
  for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 1)) {
    heic.writeUInt32BE(16000, at + 8);
    heic.writeUInt32BE(16000, at + 12);
  }
  return heic;
}

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
