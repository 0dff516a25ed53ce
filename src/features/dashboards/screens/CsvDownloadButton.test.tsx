import { fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { CsvDownloadButton } from './CsvDownloadButton';

// docs/dashboards.md#csv: a chart's rows as an RFC 4180 file, UTF-8 with a byte order mark, no
// cell a spreadsheet would run as a formula (docs/csv.md#formulas).

const rows = [
  { label: 'Quoted', value: 3 },
  { label: 'Smith, "Big Five" Safaris', value: 12 },
  { label: "+cmd|' /C calc'!A0", value: 2 },
  { label: '=HYPERLINK("http://evil.example","x")', value: 1 },
];
const columns = [
  { header: 'Label', cell: (row: (typeof rows)[number]) => row.label },
  { header: 'Orders', cell: (row: (typeof rows)[number]) => row.value },
];

afterEach(() => vi.restoreAllMocks());

describe('CsvDownloadButton', () => {
  it('downloads the chart’s rows as <name>.csv, quoting commas and quotes, formulas as text', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    render(
      <I18nContextProvider value={portalI18nProvider}>
        <CsvDownloadButton name="top-outfitters" rows={rows} columns={columns} />
      </I18nContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: top-outfitters.csv' }));

    expect(clicked[0]?.download).toBe('top-outfitters.csv');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Label,Orders\r\nQuoted,3\r\n"Smith, ""Big Five"" Safaris",12\r\n' +
        "'+cmd|' /C calc'!A0,2\r\n" +
        '"\'=HYPERLINK(""http://evil.example"",""x"")",1\r\n',
    );
  });
});
