import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One `.eml` file of the default mail transport, decoded enough to read and follow its links. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Every message in `DATA_DIR/outbox`, oldest first (file names sort by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.sort().map(async (file) => parseEml(file, await readFile(join(dir, file), 'utf8'))),
  );
}

/**
 * Waits for the newest message to `to` (mail may be sent in the background after the answer).
 * @example const mail = await waitForMail(test.config.DATA_DIR, 'ann@example.com', /confirm/);
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp = /./,
  count = 1,
): Promise<OutboxMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter(
      (mail) => mail.to === to && subject.test(mail.subject),
    );
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail ${subject} to ${to} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Quoted-printable text (soft breaks, =XX escapes of UTF-8 bytes) as the text it encodes. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header with non-ASCII text, as RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?), decoded. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : fromQuotedPrintable(word.replace(/_/g, ' ')),
    );

/** Reads the headers and plain-text body of one message as nodemailer writes it. */
export function parseEml(file: string, eml: string): OutboxMail {
  const [head = '', ...body] = eml.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
      .exec(head)?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const raw = body.join('\n\n');
  // nodemailer writes non-ASCII or long lines as quoted-printable or base64, of UTF-8 bytes.
  const encoding = header('Content-Transfer-Encoding');
  const text = /quoted-printable/i.test(encoding)
    ? fromQuotedPrintable(raw)
    : /base64/i.test(encoding)
      ? Buffer.from(raw, 'base64').toString('utf8')
      : raw;
  return {
    file,
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}
