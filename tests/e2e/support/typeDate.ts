import type { Locator, Page } from '@playwright/test';
import { digitsInFieldOrder } from '../../support/datePicker';

/**
 * Types `value` into the date field labelled `label`, in the order the field shows its parts (the
 * studio's for the reader's language), as a person at a desk does.
 * @example await typeDate(page, 'Created from', '2020-01-01');
 */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByRole('group', { name: label });
  const parts = field.getByRole('spinbutton');
  await parts.first().waitFor();
  const names = await parts.evaluateAll((all) => all.map((part) => part.ariaLabel ?? ''));
  await parts.first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.keyboard.type(digitsInFieldOrder(names, value));
}
