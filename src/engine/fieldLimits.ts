// The bounds of the shared field rules (fields.ts), without zod, so the console's first chunk can
// hold its date picker to the same range without loading any schema (bench/bundle).

/** docs/settings.md#date-range: the date picker's range; ISO dates compare as text. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2099-12-31';

/** The largest price in minor units: every order total stays a safe integer (docs/money.md#limits). */
export const MAX_PRICE_MINOR = 10_000_000_000;
