import { DEFAULT_LANGUAGE, type Language } from './languages';

// docs/money.md#minor-units: money is an integer count of the currency's minor unit plus its ISO 4217
// code. The exponent (2 for ZAR, 0 for JPY, 3 for BHD) comes from the runtime's ISO 4217 data.

// Making an Intl.NumberFormat costs far more than formatting with one (a quote's document or PDF
// writes every line's figures): one per locale and currency, made once.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/** Digits after the decimal point in `currency` (ISO 4217 minor unit exponent). */
export function minorUnitExponent(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits as number;
}

/** Whether the runtime knows `currency` as an ISO 4217 code. */
export function isKnownCurrency(currency: string): boolean {
  return Intl.supportedValuesOf('currency').includes(currency);
}

/** The exact decimal text of an amount in minor units: toDecimalString(-5, 'ZAR') is "-0.05". */
export function toDecimalString(minor: number, currency: string): Intl.StringNumericLiteral {
  const exponent = minorUnitExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}` as Intl.StringNumericLiteral;
}

/**
 * Formats minor units for people, exactly (a decimal string, never a float division), in the
 * reader's language or a finer locale (docs/languages.md#formats).
 * @example formatMoney(123450, 'ZAR', 'fr') // "1 234,50 ZAR"
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale: Language | string = DEFAULT_LANGUAGE,
): string {
  const format = currencyFormat(locale, currency);
  // Intl formats a decimal string exactly (ES2023), where minor / 100 could lose the last cent.
  return format.format(toDecimalString(minor, currency));
}

/** A rate in basis points for people: formatBasisPoints(1550) is "15.5%", in French "15,5 %". */
export function formatBasisPoints(
  basisPoints: number,
  locale: Language | string = DEFAULT_LANGUAGE,
): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return format.format(basisPoints / 10_000);
}
