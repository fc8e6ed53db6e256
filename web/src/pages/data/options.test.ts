import { describe, expect, it } from 'vitest';
import { analysesByDeviceOption, BAR_ROWS, legendEntry, pieOption, symptomsOption } from './options';

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

describe('the analyses charts', () => {
  const a = {
    count: 9,
    countPrev: 0,
    trend: [4, 5],
    byUserType: { working: 9, viewer: 0 },
    byDevice: [{ deviceNo: 'SKN-9', deviceName: null, count: 9 }],
    symptoms: [
      { symptomKey: 'acne', name: 'Acne', degrees: [3, 2, 1] as [number, number, number] },
      { symptomKey: 'pores', name: null, degrees: [1, 0, 0] as [number, number, number] },
    ],
  };
  const c = { saveImage: 'Save', fileName: 'f', narrow: false };

  it('stack each symptom by degree in the degrees’ colours, named by key where the store has no label', () => {
    const o = symptomsOption(a, ['Mild', 'Moderate', 'Severe'], c);
    expect((o.yAxis as { data: string[] }).data).toEqual(['Acne', 'pores']);
    const series = o.series as { name: string; stack: string; data: number[]; itemStyle: { color: string } }[];
    expect(series.map((s) => [s.name, s.data, s.itemStyle.color])).toEqual([
      ['Mild', [3, 1], '#FADB14'],
      ['Moderate', [2, 0], '#FA8C16'],
      ['Severe', [1, 0], '#F5222D'],
    ]);
    expect(new Set(series.map((s) => s.stack)).size).toBe(1);
    expect(o.toolbox).toMatchObject({ feature: { saveAsImage: { title: 'Save', name: 'f' } } });
  });

  it('name a deleted device by its number, and show at most a dozen rows', () => {
    const o = analysesByDeviceOption(a.byDevice, { count: 'Analyses', deviceGone: 'Deleted device' }, c);
    expect((o.yAxis as { data: string[] }).data).toEqual(['Deleted device (SKN-9)']);
    const many = Array.from({ length: 30 }, (_, i) => ({ deviceNo: `D${i}`, deviceName: `Room ${i}`, count: 30 - i }));
    expect(
      (analysesByDeviceOption(many, { count: 'n', deviceGone: '-' }, c).yAxis as { data: string[] }).data,
    ).toHaveLength(BAR_ROWS);
  });

  it('on a phone put each device’s number on a line of its own, so a long name cut to the axis never hides it', () => {
    const devices = [{ deviceNo: 'SKN-A1-0001', deviceName: 'Front desk analyser by the window', count: 60 }];
    const o = analysesByDeviceOption(devices, { count: 'n', deviceGone: '-' }, { ...c, narrow: true });
    const axis = o.yAxis as { data: string[]; axisLabel: { width: number; overflow: string } };
    expect(axis.data).toEqual(['Front desk analyser by the window\nSKN-A1-0001']);
    // ECharts cuts each line to the width on its own.
    expect(axis.axisLabel).toMatchObject({ width: 110, overflow: 'truncate' });
  });

  it('write the counts on the axes and in the tooltips as the reader’s language does', () => {
    const number = (n: number) => new Intl.NumberFormat('es-ES').format(n);
    const o = symptomsOption(a, ['Mild', 'Moderate', 'Severe'], { ...c, number });
    const axis = o.xAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(axis.axisLabel.formatter(12_500)).toBe('12.500');
    const tooltip = o.tooltip as { valueFormatter: (v: unknown) => string };
    expect(tooltip.valueFormatter(1234.5)).toBe('1234,5');
  });
});
