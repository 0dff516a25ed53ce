// docs/csv.md: the one CSV writer of the portal (TLS's order_lines.csv, the dashboards' downloads,
// the lists' exports). RFC 4180 text for spreadsheets, UTF-8 with a byte order mark so Excel reads
// accents and names as UTF-8.

/** The byte order mark every CSV file starts with. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | null;

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

// docs/csv.md#formulas: a spreadsheet runs a cell beginning with one of these as a formula, so such a
// cell gets a leading quote, unless it is a plain number (a refund of -12.50 stays a number).
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A cell's text as a spreadsheet shows it, never as a formula it would run. */
function inertText(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One field, quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled).
 * @example csvField('Dip, pack "only"') // '"Dip, pack ""only"""'
 */
export function csvField(value: CsvValue): string {
  const text = inertText(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One record, ending in CRLF as RFC 4180 asks.
 * @example csvRow(['Q-000001', 2, null]) // 'Q-000001,2,\r\n'
 */
export const csvRow = (values: readonly CsvValue[]): string =>
  `${values.map(csvField).join(',')}\r\n`;

/**
 * Rows as CSV text, the header row first (no byte order mark: a download adds it).
 * @example csvText(rows, [{ header: 'Status', cell: (row) => row.label }])
 */
export const csvText = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string =>
  csvRow(columns.map((column) => column.header)) +
  rows.map((row) => csvRow(columns.map((column) => column.cell(row)))).join('');
