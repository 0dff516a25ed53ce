import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, isKnownCurrency, minorUnitExponent, toDecimalString } from './money';

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

  it('formats with Intl for the currency and locale', () => {
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1235, 'JPY', 'en-US')).toBe('¥1,235');
  });
});
