import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatMoney,
  isKnownCurrency,
  minorUnitExponent,
  toDecimalString,
} from './money';

describe('money', () => {
  it('takes the minor unit exponent from ISO 4217', () => {
    expect(minorUnitExponent('ZAR')).toBe(2);
    expect(minorUnitExponent('USD')).toBe(2);
    expect(minorUnitExponent('JPY')).toBe(0);
    expect(minorUnitExponent('BHD')).toBe(3);
  });

  it('knows real currency codes only', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('ABC')).toBe(false);
  });

  it('writes minor units as an exact decimal', () => {
    expect(toDecimalString(5, 'ZAR')).toBe('0.05');
    expect(toDecimalString(-5, 'ZAR')).toBe('-0.05');
    expect(toDecimalString(123456, 'BHD')).toBe('123.456');
    expect(toDecimalString(1235, 'JPY')).toBe('1235');
  });

  it('formats any safe amount to the cent, without float error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        const text = formatMoney(minor, 'USD').replace(/[$,]/g, '');
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(minor));
      }),
    );
  });

  it('makes one Intl format a locale and currency, however many amounts it writes', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    }
    Intl.NumberFormat = Counted as typeof Real;
    try {
      for (const minor of [1, 2, 3]) formatMoney(minor, 'NAD', 'fr');
      // One for French text, one for the currency's exponent.
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = Real;
    }
  });

  it('formats with Intl for the currency and locale', () => {
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1235, 'JPY', 'en-US')).toBe('¥1,235');
  });

  // docs/languages.md#formats: Intl's own French spacing: narrow no-break spaces (U+202F) between thousands,
  // a no-break space (U+00A0) before the currency or the percent sign.
  it("formats for the reader's language, English by default", () => {
    expect(formatMoney(123456, 'EUR', 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(1234500, 'ZAR', 'fr')).toBe('12\u202f345,00\u00a0ZAR');
    expect(formatMoney(1234500, 'ZAR')).toBe(formatMoney(1234500, 'ZAR', 'en'));
    expect(formatMoney(1234550, 'USD')).toBe('$12,345.50');
    expect(formatBasisPoints(1550, 'fr')).toBe('15,5\u00a0%');
    expect(formatBasisPoints(1550)).toBe('15.5%');
  });
});
