import type { Page } from '@playwright/test';

// A screen is interactive when nothing says 'Loading' any more and its content is on the page.
async function settled(page: Page, content: string): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      document.querySelector('[role="status"], .MuiLinearProgress-root') === null &&
      document.querySelector(selector) !== null,
    content,
    { timeout: 30_000 },
  );
}

/** The login page: its form (or, before the auth pages land, its heading) is on the page. */
export const loginPageReady = (page: Page) => settled(page, '#root form, #root h1');

/** The orders list: the shell is up and the screen's list (or heading) shows in it. */
export const ordersListReady = (page: Page) =>
  settled(page, '#main-content table, #main-content h1, #main-content [role="grid"]');

/** A client's order past Draft: the shell is up and the order reads as a document (its article). */
export const orderDocumentReady = (page: Page) => settled(page, '#main-content article');

/** The baseline's one resource list with its table. */
export const baselineReady = (page: Page) => settled(page, '#main-content table');
