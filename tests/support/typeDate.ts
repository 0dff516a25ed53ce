import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { digitsInFieldOrder } from './datePicker';

/**
 * Types `value` into the date field labelled `label` inside `container`, in the order the field
 * shows its parts; waits for the field's code to load.
 * @example await typeDate(user, screen, 'Expected ready', '2027-03-01');
 */
export async function typeDate(
  user: UserEvent,
  container: Pick<ReturnType<typeof within>, 'findByRole'>,
  label: string,
  value: string,
): Promise<void> {
  const field = await container.findByRole('group', { name: label }, { timeout: 10_000 });
  const parts = within(field).getAllByRole('spinbutton');
  const names = parts.map((part) => part.getAttribute('aria-label') ?? '');
  await user.click(parts[0]!);
  await user.keyboard(digitsInFieldOrder(names, value));
}
