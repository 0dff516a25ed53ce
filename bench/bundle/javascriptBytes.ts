import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface Download {
  url: string;
  gzipBytes: number;
}

// Level 9, the same for the portal and the baseline.
const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const isJavaScript = (url: string, contentType: string | undefined) =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Opens `url` in a fresh context (cold cache) and records every JavaScript response the page
 * received until `ready` resolves and the network has settled, each counted as gzip bytes of
 * its body: what the browser really fetched, not what the build holds.
 * @example await javascriptUntilReady(browser, `${base}/auth/login`, formIsUsable);
 */
export async function javascriptUntilReady(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Download[]> {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const pending: Promise<Download | undefined>[] = [];
  let recording = true;
  page.on('response', (response) => {
    if (!recording || !isJavaScript(response.url(), response.headers()['content-type'])) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipBytes(body) }))
        .catch(() => undefined),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  recording = false;
  const downloads = (await Promise.all(pending)).filter((item) => item !== undefined);
  await context.close();
  return downloads;
}

export const totalBytes = (downloads: readonly Download[]) =>
  downloads.reduce((sum, download) => sum + download.gzipBytes, 0);

/** Every JavaScript file of a build, counted the same way: the console is all there. */
export function builtJavaScriptBytes(assetsDir: string): { files: number; bytes: number } {
  const files = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const bytes = files.reduce(
    (sum, name) => sum + gzipBytes(readFileSync(join(assetsDir, name))),
    0,
  );
  return { files: files.length, bytes };
}
