import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './fileSamples';
import { useFilesApp } from './useFilesApp';

// docs/files.md: a multipart body the caller broke (no boundary, cut short) answers 400 in the
// API's shape and stores nothing; the parser's own errors were a 500.

const BOUNDARY = 'trophy-broken-boundary';
const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`;

describe('a malformed multipart upload', () => {
  const files = useFilesApp('local');
  let collector: Record<string, string>;
  beforeAll(async () => {
    collector = await files.signIn('collector@example.com');
  });

  it.each([
    ['without a boundary', 'multipart/form-data', pdfBytes()],
    ['with a boundary it never uses', `multipart/form-data; boundary=${BOUNDARY}`, 'garbage'],
    ['cut inside the part head', `multipart/form-data; boundary=${BOUNDARY}`, head.slice(0, 40)],
    [
      'cut inside the file',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([Buffer.from(head), pdfBytes()]),
    ],
  ])('%s answers 400 and stores nothing', async (_, type, payload) => {
    const before = await files.stored();
    const answer = await files.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...collector, 'content-type': type },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'The multipart/form-data body is malformed or cut short',
      errors: { file: 'Send one part named file' },
    });
    expect(await files.stored()).toEqual(before);
  });
});
