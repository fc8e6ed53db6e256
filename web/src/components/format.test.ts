import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

describe('formatBytes', () => {
  it('writes nothing as 0 B and whole bytes under a kilobyte, never 0.00 KB', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(-5, 'en-US')).toBe('0 B');
    expect(formatBytes(1023, 'en-US')).toBe('1,023 B');
  });

  it('writes kilobytes and up with two decimals, 1024 to the next unit, in the reader’s numbers', () => {
    expect(formatBytes(1024, 'en-US')).toBe('1.00 KB');
    expect(formatBytes(356.4 * 1024 ** 3, 'en-US')).toBe('356.40 GB');
    expect(formatBytes(1.37 * 1024 ** 4, 'en-US')).toBe('1.37 TB');
    expect(formatBytes(1.37 * 1024 ** 4, 'es-ES')).toBe('1,37 TB');
    expect(formatBytes(2048 * 1024 ** 4, 'en-US')).toBe('2,048.00 TB');
  });
});
