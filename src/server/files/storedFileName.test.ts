import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition';
import { storedFileName } from './storedFileName';

// docs/files.md "Types" and "Downloads": the name a file keeps and how a download names it.

describe('the stored name of a file', () => {
  it.each([
    ['IMG_0001.HEIC', 'image/jpeg', 'IMG_0001.jpg'],
    ['scan.jpg', 'application/pdf', 'scan.pdf'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['C:\\fakepath\\permit.pdf', 'application/pdf', 'permit.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['bad\u0000name\u001f.png', 'image/png', 'badname.png'],
    ['evil\u202Egpj.jpg', 'image/jpeg', 'evilgpj.jpg'],
    ['\u2066two\r\nlines\u2028\u0085\u2069.pdf', 'application/pdf', 'twolines.pdf'],
    ['', 'image/webp', 'file.webp'],
    [undefined, 'application/pdf', 'file.pdf'],
    ['.pdf', 'application/pdf', '.pdf'],
  ])('keeps %j sent as %s as %j', (sent, type, stored) => {
    expect(storedFileName(sent, type)).toBe(stored);
  });

  it('keeps at most 200 characters of a long name', () => {
    expect(storedFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(204);
  });
});

describe('the Content-Disposition of a download', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Kudu “Nr. 5” 100%.pdf')).toBe(
      `attachment; filename="Kudu _Nr. 5_ 100_.pdf"; filename*=UTF-8''Kudu%20%E2%80%9CNr.%205%E2%80%9D%20100%25.pdf`,
    );
  });

  it('escapes what would end the quoted fallback', () => {
    expect(contentDisposition('inline', 'a"b\\c.pdf')).toBe(
      `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
