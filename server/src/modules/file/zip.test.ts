import { describe, expect, it } from 'vitest';
import { zipWith } from '../../../test/multipart.js';
import { checkZipBounds } from './zip.js';

/** The ZIP bounds every spreadsheet import checks before anything unpacks it (label and programme imports). */
describe('checkZipBounds', () => {
  const codeOf = (buf: Buffer) => {
    try {
      checkZipBounds(buf);
      return 'accepted';
    } catch (err) {
      return (err as { def: { code: number } }).def.code;
    }
  };

  it('takes a small archive', () => {
    expect(codeOf(zipWith('a.xml', Buffer.from('<a/>')))).toBe('accepted');
  });

  it('refuses a bomb by its declared size, before anything unpacks it', () => {
    // 200 MB of zeros deflate to ~200 KB.
    expect(codeOf(zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024)))).toBe(500908);
  });

  it('refuses a bomb that declares a small size when inflating past it', () => {
    expect(codeOf(zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(50 * 1024 * 1024), { size: 1000 }))).toBe(500908);
  });

  it('refuses what is no archive', () => {
    expect(codeOf(Buffer.from('a,b\n1,2\n'))).toBe(500903);
  });
});
