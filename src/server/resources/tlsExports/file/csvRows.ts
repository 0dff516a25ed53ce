// docs/tls-export.md#order-lines-csv: RFC 4180 text for spreadsheets, UTF-8 with a byte order mark
// so Excel reads accents and names as UTF-8.

/** The byte order mark order_lines.csv starts with. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | null;

/**
 * One field, quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled).
 * @example csvField('Dip, pack "only"') // '"Dip, pack ""only"""'
 */
export function csvField(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One record, ending in CRLF as RFC 4180 asks.
 * @example csvRow(['Q-000001', 2, null]) // 'Q-000001,2,\r\n'
 */
export const csvRow = (values: readonly CsvValue[]): string =>
  `${values.map(csvField).join(',')}\r\n`;
