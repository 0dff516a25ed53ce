import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// Undo quoted-printable soft line breaks and escapes, so links read as they were written.
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function messagesTo(dataDir: string, email: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((message) => new RegExp(`^To: .*${email}`, 'im').test(message));
}

/**
 * Waits for the newest `.eml` under DATA_DIR/outbox addressed to `email` that holds a link whose
 * path starts with `pathPrefix`, and answers that link's path and query (for `page.goto`).
 * @example const link = await linkFromOutbox(portal.dataDir, 'sam@example.com', '/email-verification');
 */
export async function linkFromOutbox(dataDir: string, email: string, pathPrefix: string) {
  const pattern = new RegExp(`https?://[^\\s"'<>]+?(${pathPrefix}[^\\s"'<>]*)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const found = messagesTo(dataDir, email)
          .map((message) => pattern.exec(message)?.[1])
          .filter(Boolean);
        link = found.at(-1);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}
