import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csvRows';

describe('order_lines.csv quoting (RFC 4180)', () => {
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
