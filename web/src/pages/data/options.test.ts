import { describe, expect, it } from 'vitest';
import { legendEntry, pieOption } from './options';

describe('the rings of the data centre', () => {
  const items = [
    { name: 'Paid', value: 12 },
    { name: 'Cancelled', value: 6 },
    { name: 'Refunded', value: 0 },
  ];

  it('say every count and share in the legend, without hovering', () => {
    expect(legendEntry(items, 'Paid')).toBe('Paid 12 (67%)');
    expect(legendEntry(items, 'Refunded')).toBe('Refunded 0 (0%)');
    expect(legendEntry([], 'Paid')).toBe('Paid 0 (0%)');
    const legend = pieOption(items, { saveImage: 'Save', fileName: 'f', narrow: true }).legend as {
      formatter: (name: string) => string;
    };
    expect(legend.formatter('Cancelled')).toBe('Cancelled 6 (33%)');
  });
});
