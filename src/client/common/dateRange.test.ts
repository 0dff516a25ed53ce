import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../i18n/portalI18nProvider';
import { DATE_RANGE_MESSAGE, dateInRange } from './dateRange';

describe('the date range is 1900-01-01 to 2099-12-31', () => {
  it.each(['1900-01-01', '1987-06-15', '2099-12-31', '', null, undefined])(
    'accepts %s',
    (value) => {
      expect(dateInRange(value)).toBeUndefined();
    },
  );

  it.each(['1899-12-31', '2100-01-01', '20250-01-01', '0999-01-01', '2024-02-30', 'soon'])(
    'refuses %s, saying the range',
    (value) => {
      expect(dateInRange(value)).toBe(DATE_RANGE_MESSAGE);
    },
  );

  it('names both ends of the range in its message, in English and in French', async () => {
    const { message, args } = DATE_RANGE_MESSAGE;
    expect(portalI18nProvider.translate(message, args)).toBe(
      'Enter a date from 1900-01-01 to 2099-12-31',
    );
    await portalI18nProvider.changeLocale('fr');
    try {
      expect(portalI18nProvider.translate(message, args)).toBe(
        'Saisissez une date entre le 1900-01-01 et le 2099-12-31',
      );
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
