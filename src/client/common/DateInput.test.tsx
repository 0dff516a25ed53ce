import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../../tests/support/typeDate';
import { DEFAULT_DATE_SETTINGS, type DateSettings } from '../../shared/dateSettings';
import type { Language } from '../../shared/languages';
import { portalI18nProvider } from '../i18n/portalI18nProvider';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { StudioDatesContext } from './studioDates';

const americanStudio: DateSettings = {
  locales: { en: 'en-US', fr: 'fr-CA' },
  timeZone: 'America/New_York',
};

/** A form with one date and one moment, in `language`, for a studio that writes dates as `dates` says. */
function renderDateForm(language: Language = 'en', dates = DEFAULT_DATE_SETTINGS) {
  const saved: Record<string, unknown>[] = [];
  render(
    // The console's language is the store's locale; the field's own words stay the test's.
    <AdminContext store={memoryStore({ locale: language })} i18nProvider={portalI18nProvider}>
      <StudioDatesContext.Provider value={dates}>
        <Form
          mode="onChange"
          onSubmit={(values: Record<string, unknown>) => void saved.push(values)}
        >
          <DateInput source="huntedOn" label="Hunted on" />
          <DateTimeInput source="collectedAt" label="Collected at" />
          <button type="submit">Save</button>
        </Form>
      </StudioDatesContext.Provider>
    </AdminContext>,
  );
  return saved;
}

const field = (name: string) => screen.findByRole('group', { name }, { timeout: 10_000 });

describe('DateInput and DateTimeInput write dates as the studio does', { timeout: 30_000 }, () => {
  it.each([
    ['en', DEFAULT_DATE_SETTINGS, 'YYYY/MM/DD'],
    ['fr', DEFAULT_DATE_SETTINGS, 'JJ/MM/AAAA'],
    ['en', americanStudio, 'MM/DD/YYYY'],
  ] as const)('in %s for a studio writing %j, a day reads %s', async (language, dates, shown) => {
    renderDateForm(language, dates);
    expect(await field('Hunted on')).toHaveTextContent(shown);
  });

  it('keeps a day typed in the studio order as YYYY-MM-DD', async () => {
    const saved = renderDateForm('en', americanStudio);
    const user = userEvent.setup();
    await typeDate(user, screen, 'Hunted on', '2026-05-15');
    expect(await field('Hunted on')).toHaveTextContent('05/15/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ huntedOn: '2026-05-15' });
  });

  it("keeps a moment typed in the studio's time zone as a UTC instant", async () => {
    const saved = renderDateForm();
    const user = userEvent.setup();
    await typeDate(user, screen, 'Collected at', '2026-05-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Johannesburg is two hours ahead of UTC all year.
    expect(saved[0]).toMatchObject({ collectedAt: '2026-05-15T07:30:00.000Z' });
  });
});

describe('DateInput accepts 1900-01-01 to 2099-12-31 only', { timeout: 30_000 }, () => {
  it.each(['1899-12-31', '2100-01-01'])('says the range when %s is entered', async (date) => {
    const saved = renderDateForm();
    const user = userEvent.setup();
    await typeDate(user, screen, 'Hunted on', date);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  it('refuses a day typed halfway', async () => {
    const saved = renderDateForm();
    const user = userEvent.setup();
    const parts = await field('Hunted on');
    await user.click(parts.querySelector('[role=spinbutton]')!);
    await user.keyboard('2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  it('takes a date inside the range without a word', async () => {
    const saved = renderDateForm();
    const user = userEvent.setup();
    await typeDate(user, screen, 'Hunted on', '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByText(/Enter a date from/)).toBeNull();
  });
});
