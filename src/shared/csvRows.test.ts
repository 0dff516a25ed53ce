import { describe, expect, it } from 'vitest';
import { csvField, csvRow, csvText } from './csvRows';

describe('CSV quoting (RFC 4180)', () => {
  it.each([
    ['plain text stays bare', 'Kudu', 'Kudu'],
    ['a comma is quoted', 'Dip, pack', '"Dip, pack"'],
    ['a quote is doubled inside quotes', 'the "big" one', '"the ""big"" one"'],
    ['a line break is quoted', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return is quoted', 'a\r\nb', '"a\r\nb"'],
    ['edge spaces are kept by quoting', ' spaced ', '" spaced "'],
    ['accents pass as they are', 'Gemsbok – Oryx gazella', 'Gemsbok – Oryx gazella'],
  ])('%s', (_rule, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are and null as an empty field', () => {
    expect(csvField(12500)).toBe('12500');
    expect(csvField(null)).toBe('');
  });

  it('ends every record with CRLF', () => {
    expect(csvRow(['Q-000001', 'a,b', 3])).toBe('Q-000001,"a,b",3\r\n');
  });
});

// docs/csv.md#formulas: a cell a spreadsheet would run as a formula gets a leading quote.
describe('CSV formulas are written as text', () => {
  it.each([
    ['=', '=1+1', "'=1+1"],
    [
      '= with quotes and commas',
      '=HYPERLINK("http://evil.example","x")',
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    ],
    ['+', "+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-', '-2+3+cmd|x', "'-2+3+cmd|x"],
    ['@', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
    ['a lone minus', '-', "'-"],
  ])('a cell beginning with %s is prefixed', (_start, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['a negative number', -12, '-12'],
    ['a negative decimal number', -12.5, '-12.5'],
    ['a negative amount as exact decimal text', '-0.05', '-0.05'],
    ['a signed amount as text', '+1200.00', '+1200.00'],
    ['text with = inside', 'a=b', 'a=b'],
    ['a tag number with a dash inside', 'ZA-7781', 'ZA-7781'],
  ])('%s stays as it is', (_case, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('csvText', () => {
  it('writes the header row, then a row per record, each ending CRLF', () => {
    const rows = [
      { label: '=HYPERLINK("http://evil.example","x")', value: -3 },
      { label: 'Kudu', value: 12 },
    ];
    const columns = [
      { header: 'Label', cell: (row: (typeof rows)[number]) => row.label },
      { header: 'Orders', cell: (row: (typeof rows)[number]) => row.value },
    ];
    expect(csvText(rows, columns)).toBe(
      `Label,Orders\r\n"'=HYPERLINK(""http://evil.example"",""x"")",-3\r\nKudu,12\r\n`,
    );
  });
});
