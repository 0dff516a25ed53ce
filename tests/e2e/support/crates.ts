import { expect, type Page } from '@playwright/test';
import type { Crate } from '../../../src/features/crates/definition';
import { fixtures } from '../../../src/features/crates/fixtures';

/**
 * Takes every line out of `crate`, back to Ready for export, as the demo had them: for a test
 * that packed a demo line, so the worker's other tests find the demo as it was.
 * @example await emptyCrate(page, baseURL, crate);
 */
export async function emptyCrate(page: Page, baseURL: string, crate: Crate) {
  const emptied = await page.request.put(`/api/crates/${crate.id}`, {
    // The API takes a write from the portal's own origin only (as the browser sends it).
    headers: { origin: new URL(baseURL).origin },
    data: {
      ...fixtures.sample(''),
      clientId: crate.clientId,
      consigneeName: crate.consigneeName,
      consigneeAddress: crate.consigneeAddress,
      orderLineIds: [],
      version: crate.version,
    },
  });
  expect(emptied.status(), await emptied.text()).toBe(200);
}
