import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Clicks one of the studio's PDF links as a person does (docs/quote-pdf.md#in-the-app: a tab of its
 * own receives the PDF the app fetched), then asks its address and checks it answers a PDF.
 * @example await opensPdf(page, 'Invoice (PDF)');
 */
export async function opensPdf(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/^blob:/);
  await tab.close();
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
