import { UTF8_BOM } from '../../shared/csvRows';

/**
 * Hands CSV text to the browser as a download named `fileName`, with the byte order mark that
 * makes spreadsheet programs read it as UTF-8 (docs/csv.md).
 * @example downloadCsv('species.csv', csvText(rows, columns))
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
