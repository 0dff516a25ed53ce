/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
}

// RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled; lines end CRLF.
const quoted = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A chart's data as CSV text, header first.
 * @example csvText(rows, [{ header: 'Status', cell: (row) => row.label }])
 */
export function csvText<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => quoted(column.header)),
    ...rows.map((row) => columns.map((column) => quoted(column.cell(row)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  // A byte order mark, so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
