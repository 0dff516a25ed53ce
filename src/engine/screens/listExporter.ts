import type { Exporter, RaRecord } from 'react-admin';
import { csvText, type CsvValue } from '../../shared/csvRows';
import { downloadCsv } from '../../client/common/downloadCsv';

type Flat = Record<string, CsvValue>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cellOf = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value))
    return value
      .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
      .join(';');
  return String(value);
};

// As react-admin's own exporter lays records out: nested objects as `parent.child` columns, lists
// of values joined with `;`.
function flatten(record: Record<string, unknown>, prefix = ''): Flat {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      isPlainObject(value)
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, cellOf(value)]],
    ),
  );
}

/**
 * docs/csv.md: the lists' Export, every field of the records in the portal's one CSV writer, named
 * after the resource.
 * @example <List exporter={listExporter}>
 */
export const listExporter: Exporter = (records: RaRecord[], _related, _provider, resource) => {
  const rows = records.map((record) => flatten(record));
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = headers.map((header) => ({ header, cell: (row: Flat) => row[header] ?? null }));
  downloadCsv(`${resource ?? 'export'}.csv`, csvText(rows, columns));
};
