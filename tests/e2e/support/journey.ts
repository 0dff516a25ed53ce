import { expect, type Page } from '@playwright/test';
import { errors as englishErrors } from '../../../src/client/i18n/en/errors';

/**
 * Watches a journey for what a person must never meet: an uncaught error in the page. Call it first;
 * `intact` then checks the screen at each step.
 * @example const journey = watchJourney(page); ...; await journey.intact();
 */
export function watchJourney(page: Page) {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return {
    /** The screen now shows no error screen and no error toast, and nothing has thrown so far. */
    async intact() {
      await expect(page.getByText(englishErrors.screen)).toHaveCount(0);
      await expect(page.getByText(englishErrors.app.title)).toHaveCount(0);
      await expect(page.locator('.toast-error')).toHaveCount(0);
      expect(uncaught).toEqual([]);
    },
  };
}
