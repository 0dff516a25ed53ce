import { EARLIEST_DATE, LATEST_DATE } from '../../engine/fieldLimits';

// docs/settings.md#date-range: the date picker accepts 1900-01-01 to 2099-12-31.
export { EARLIEST_DATE, LATEST_DATE };
// A react-admin validation message: react-admin translates it where the field shows it.
export const DATE_RANGE_MESSAGE = {
  message: 'portal.common.dateRange',
  args: { from: EARLIEST_DATE, to: LATEST_DATE },
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A react-admin validator: undefined for an empty value or a date in range, else the message. A
 * string compare alone would let a five-digit year such as 20250-01-01 through.
 * @example <DateInput source="huntedOn" validate={dateInRange} />
 */
export function dateInRange(value: unknown): typeof DATE_RANGE_MESSAGE | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  const parts = isoDate.exec(text);
  if (!parts) return DATE_RANGE_MESSAGE;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && text >= EARLIEST_DATE && text <= LATEST_DATE ? undefined : DATE_RANGE_MESSAGE;
}

/**
 * dateInRange for a moment kept as an ISO instant: its UTC day is held to the range, and what is
 * no instant (a moment typed halfway) is refused.
 * @example <DateTimeInput source="collectedAt" validate={momentInRange} />
 */
export function momentInRange(value: unknown): typeof DATE_RANGE_MESSAGE | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const moment = new Date(value instanceof Date ? value : String(value));
  return Number.isNaN(moment.getTime())
    ? DATE_RANGE_MESSAGE
    : dateInRange(moment.toISOString().slice(0, 10));
}
