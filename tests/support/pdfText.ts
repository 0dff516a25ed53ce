import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 except 0x80-0x9F; Node's TextDecoder decodes those as Latin-1 control codes.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/**
 * The text shown by a PDF's content streams, one string per text-showing operator (TJ/Tj), in page
 * order. Handles what pdfkit writes: hex strings, kerning arrays, Flate-compressed or plain streams.
 * @example expect(pdfText(bytes).join('\n')).toContain('Quote Q-000042');
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const [, dictionary = '', body = ''] = match;
    const raw = Buffer.from(body, 'latin1');
    const content = (/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1');
    for (const operator of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hexParts = operator[1]
        ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '')
        : [operator[2] ?? ''];
      shown.push(hexParts.map((hex) => winAnsi(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return shown;
}
