import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 except 0x80-0x9F; Node's TextDecoder decodes those as Latin-1 control codes.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

type Decode = (hex: string) => string;

/** The bodies of the PDF's objects by number, streams inflated. */
function pdfObjects(pdf: Buffer): Map<string, { dictionary: string; stream: string | null }> {
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  for (const match of pdf
    .toString('latin1')
    // pdfkit ends a stream's data with a bare \n: a \r before it is the data's own last byte.
    .matchAll(/(\d+) 0 obj\s*([^]*?)(?:stream\r?\n([^]*?)\nendstream\s*)?endobj/g)) {
    const [, number = '', dictionary = '', body] = match;
    const raw = body === undefined ? null : Buffer.from(body, 'latin1');
    const stream =
      raw && (/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1');
    objects.set(number, { dictionary, stream });
  }
  return objects;
}

/** Decodes the 2-byte glyph codes of an embedded font through its ToUnicode CMap (as pdfkit writes it). */
function toUnicodeDecoder(cmap: string): Decode {
  const glyphs = new Map<number, string>();
  for (const [, start = '0', entries = ''] of cmap.matchAll(
    /<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi,
  )) {
    [...entries.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
      const units = (entry[1] ?? '').split(' ').map((unit) => parseInt(unit, 16));
      glyphs.set(parseInt(start, 16) + index, String.fromCharCode(...units));
    });
  }
  return (hex) =>
    (hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(parseInt(code, 16)) ?? '').join('');
}

/** How each font resource name (/F1 ...) encodes its text: WinAnsi, or the font's ToUnicode CMap. */
function fontDecoders(objects: ReturnType<typeof pdfObjects>): Map<string, Decode> {
  const decoders = new Map<string, Decode>();
  for (const { dictionary } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dictionary)?.[1] ?? '';
    for (const [, name = '', ref = ''] of fonts.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dictionary ?? '')?.[1];
      const cmap = cmapRef && objects.get(cmapRef)?.stream;
      decoders.set(name, cmap ? toUnicodeDecoder(cmap) : winAnsi);
    }
  }
  return decoders;
}

/**
 * The text shown by a PDF's content streams, one string per text-showing operator (TJ/Tj), in page
 * order. Handles what pdfkit writes: hex strings, kerning arrays, Flate-compressed or plain streams,
 * standard fonts (WinAnsi) and embedded fonts (glyph codes read back through their ToUnicode CMap).
 * @example expect(pdfText(bytes).join('\n')).toContain('Quote Q-000042');
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const decoders = fontDecoders(objects);
  const shown: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let decode: Decode = winAnsi;
    for (const operator of stream.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (operator[1]) {
        decode = decoders.get(operator[1]) ?? winAnsi;
        continue;
      }
      const hexParts = operator[2]
        ? [...operator[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '')
        : [operator[3] ?? ''];
      shown.push(hexParts.map(decode).join(''));
    }
  }
  return shown;
}
