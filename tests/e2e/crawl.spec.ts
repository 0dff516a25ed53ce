import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demoAccounts';
import { expect, test } from './support/fixtures';
import { crawl, screensOf } from './support/screenCrawl';
import { signIn } from './support/signIn';

// docs/screens.md#the-crawl: every screen of every demo role that can work draws without an error,
// on a desktop in English and on a 360 px phone in French, with every check in both.
// Its passes are shared out between the workers, not queued on one. Each worker has a portal of its
// own, so two passes never meet on one account.
test.describe.configure({ mode: 'parallel' });

const ROLES_AT_WORK = DEMO_ACCOUNTS.filter((one) => one.emailConfirmed && one.profileComplete);
const VIEWS = [
  { name: 'desktop', language: 'en', size: { width: 1280, height: 800 } },
  { name: 'phone', language: 'fr', size: { width: 360, height: 740 } },
] as const;

async function speak(page: Page, language: string) {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.put('/api/clients/account/language', {
    data: { language },
    headers: { origin },
  });
  expect(answer.ok(), `language ${language}: ${answer.status()}`).toBe(true);
}

for (const account of ROLES_AT_WORK) {
  for (const view of VIEWS) {
    test(`${account.email}, ${view.name}, ${view.language}: every screen draws without an error`, async ({
      page,
    }) => {
      // A role's every screen, one after another, on a shared two-core machine.
      test.setTimeout(600_000);
      await signIn(page, account.email);
      await speak(page, 'en');
      await page.setViewportSize(VIEWS[0].size);
      const paths = await screensOf(page, account.roles);
      try {
        await speak(page, view.language);
        await page.setViewportSize(view.size);
        expect(await crawl(page, paths, { phone: view.name === 'phone' })).toEqual([]);
      } finally {
        // The worker's portal serves the other specs too: the account goes back to English.
        await speak(page, 'en');
      }
    });
  }
}
