// docs/languages.md#formats: a date field shows its parts in the studio's order for the reader's
// language (2027/03/01 in en-ZA, 01/03/2027 in fr-FR); typing its digits means knowing that order.
const PARTS: Record<string, 'year' | 'month' | 'day' | 'hour' | 'minute'> = {
  Year: 'year',
  Année: 'year',
  Month: 'month',
  Mois: 'month',
  Day: 'day',
  Jour: 'day',
  Hours: 'hour',
  Heures: 'hour',
  Minutes: 'minute',
};

/**
 * The digits to type into a date field whose parts are named `partNames` (each part's aria-label,
 * in the field's order), for `value` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`).
 * @example digitsInFieldOrder(['Day', 'Month', 'Year'], '2027-03-01') // '01032027'
 */
export function digitsInFieldOrder(partNames: string[], value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`Not a day or a moment: ${value}`);
  const [, year, month, day, hour = '00', minute = '00'] = match;
  const digits = { year, month, day, hour, minute };
  return partNames
    .map((name) => {
      const part = PARTS[name];
      if (!part) throw new Error(`Not a part of a date field: ${name}`);
      return digits[part];
    })
    .join('');
}
