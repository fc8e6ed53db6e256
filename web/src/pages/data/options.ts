import type { Currency, DataLabels, Grouping, TDataAnalyses, TDataOverview } from '@skin/contract';
import { DEFAULT_DEGREE_COLORS, MINOR_UNITS } from '@skin/contract';
import type { EChartsOption } from 'echarts';

/** Series colours of the console's theme (the theme's blue, then antd's green, gold, purple, cyan, magenta). */
export const PALETTE = ['#0958d9', '#52c41a', '#faad14', '#722ed1', '#13c2c2', '#eb2f96', '#fa541c', '#8c8c8c'];

/** A bucket's label on the axis: `11-03` for a day or week within one year, `2026-11` for a month. */
export function bucketLabel(bucket: string, grouping: Grouping, sameYear: boolean): string {
  if (grouping === 'month') return bucket;
  return sameYear ? bucket.slice(5) : bucket;
}

interface Common {
  buckets: string[];
  grouping: Grouping;
  saveImage: string;
  fileName: string;
  narrow: boolean;
  /** Counts on the axes and in the tooltips, in the reader's language (ECharts would write `1,000` everywhere). */
  number?: (n: number) => string;
}

/** A value axis whose labels are written by the reader's language. */
const valueAxis = (c: Pick<Common, 'number'>, extra: { minInterval?: number; splitLine?: { show: boolean } } = {}) => ({
  type: 'value' as const,
  ...extra,
  ...(c.number ? { axisLabel: { formatter: (v: number) => c.number!(v) } } : {}),
});
const tooltipNumbers = (c: Pick<Common, 'number'>) =>
  c.number ? { valueFormatter: (v: unknown) => (typeof v === 'number' ? c.number!(v) : String(v ?? '')) } : {};

/** A line, with dots only while they can be told apart. */
const line = (c: Common) => ({ type: 'line' as const, showSymbol: c.buckets.length <= 31 });

function frame(c: Common): EChartsOption {
  const sameYear = c.buckets.length > 0 && c.buckets[0]!.slice(0, 4) === c.buckets.at(-1)!.slice(0, 4);
  return {
    color: PALETTE,
    animationDuration: 300,
    tooltip: { trigger: 'axis', confine: true, ...tooltipNumbers(c) },
    legend: { bottom: 0, type: 'scroll' },
    toolbox: { right: 0, top: 0, feature: { saveAsImage: { title: c.saveImage, name: c.fileName, pixelRatio: 2 } } },
    grid: { left: 4, right: 8, top: 44, bottom: 36, containLabel: true },
    xAxis: {
      type: 'category',
      data: c.buckets.map((b) => bucketLabel(b, c.grouping, sameYear)),
      axisLabel: { hideOverlap: true, fontSize: c.narrow ? 10 : 12 },
    },
  };
}

/** What is new per bucket (bars, stacked) and the total at the end of each (a line on its own axis). */
function newAndTotal(
  c: Common,
  bars: { name: string; data: number[] }[],
  total: { name: string; data: number[] },
): EChartsOption {
  return {
    ...frame(c),
    yAxis: [valueAxis(c, { minInterval: 1 }), valueAxis(c, { minInterval: 1, splitLine: { show: false } })],
    series: [
      ...bars.map((b) => ({ ...b, type: 'bar' as const, stack: 'new' })),
      { ...total, ...line(c), yAxisIndex: 1 },
    ],
  };
}

/** New accounts by type, and the accounts at the end of each bucket. */
export const accountsOption = (o: TDataOverview, l: DataLabels, c: Common) =>
  newAndTotal(
    c,
    [
      { name: l.figure.working, data: o.trends.accountsNew.working },
      { name: l.figure.viewer, data: o.trends.accountsNew.viewer },
    ],
    { name: l.figure.accountsTotal, data: o.trends.accountsTotal },
  );

export const devicesOption = (o: TDataOverview, l: DataLabels, c: Common) =>
  newAndTotal(c, [{ name: l.figure.devicesNew, data: o.trends.devicesNew }], {
    name: l.figure.devicesTotal,
    data: o.trends.devicesTotal,
  });

export function ordersOption(o: TDataOverview, l: DataLabels, c: Common): EChartsOption {
  return {
    ...frame(c),
    yAxis: valueAxis(c, { minInterval: 1 }),
    series: [
      { name: l.figure.orders, type: 'bar', data: o.trends.orders },
      { name: l.figure.paidOrders, ...line(c), data: o.trends.paidOrders },
    ],
  };
}

/** Net revenue per bucket, one line per currency, in major units (tooltips in the interface's money format). */
export function revenueOption(
  o: TDataOverview,
  l: DataLabels,
  c: Common,
  money: (minor: number, currency: Currency) => string,
): EChartsOption {
  return {
    ...frame(c),
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (v) => String(v),
    },
    yAxis: valueAxis(c),
    series: o.revenue.map((r) => ({
      name: `${l.figure.revenue} (${r.currency})`,
      ...line(c),
      areaStyle: { opacity: 0.08 },
      data: r.trend.map((v) => v / MINOR_UNITS[r.currency]),
      tooltip: { valueFormatter: (v: unknown) => money(Math.round(Number(v) * MINOR_UNITS[r.currency]), r.currency) },
    })),
  };
}

export function storesOption(o: TDataOverview, l: DataLabels, c: Common): EChartsOption {
  return {
    ...frame(c),
    yAxis: valueAxis(c, { minInterval: 1 }),
    series: [{ name: l.figure.storesNew, type: 'bar', data: o.trends.storesNew ?? [] }],
  };
}

/** A ring's legend entry: `Paid 12 (40%)`. */
export function legendEntry(items: { name: string; value: number }[], name: string): string {
  const total = items.reduce((n, x) => n + x.value, 0);
  const value = items.find((x) => x.name === name)?.value ?? 0;
  return `${name} ${value} (${total ? Math.round((value / total) * 100) : 0}%)`;
}

/** A breakdown (orders by status, method or type) as a ring. */
export function pieOption(
  items: { name: string; value: number }[],
  c: Pick<Common, 'saveImage' | 'fileName' | 'narrow'>,
): EChartsOption {
  return {
    color: PALETTE,
    animationDuration: 300,
    tooltip: { trigger: 'item', confine: true, formatter: '{b}: {c} ({d}%)' },
    // A plain legend wraps onto more lines instead of paging; each entry says its count, so the values are there
    // at every width without hovering (labels around a ring clip on a phone).
    legend: { bottom: 0, type: 'plain', itemGap: 8, formatter: (name: string) => legendEntry(items, name) },
    toolbox: { right: 0, top: 0, feature: { saveAsImage: { title: c.saveImage, name: c.fileName, pixelRatio: 2 } } },
    series: [
      {
        type: 'pie',
        radius: ['38%', '62%'],
        center: ['50%', '42%'],
        // Names in the legend, the share in the middle of the ring on hover (outer labels clip at phone width).
        avoidLabelOverlap: true,
        label: { show: false, position: 'center' },
        emphasis: { label: { show: true, formatter: '{b}\n{d}%', fontSize: 14, fontWeight: 'bold' } },
        labelLine: { show: false },
        data: items,
      },
    ],
  };
}

/** Analyses per bucket (bars). */
export function analysesOption(a: TDataAnalyses, name: string, c: Common): EChartsOption {
  return {
    ...frame(c),
    yAxis: valueAxis(c, { minInterval: 1 }),
    series: [{ name, type: 'bar', data: a.trend }],
  };
}

/** The rows a horizontal bar chart shows (most first, the server's order), and its height for them. */
export const BAR_ROWS = 12;
export const barHeight = (rows: number) => Math.max(200, Math.min(rows, BAR_ROWS) * 28 + 90);

/** Horizontal bars, one row per item, the first item on top; `series` share the rows (stacked when several). */
function rowsOption(
  rows: string[],
  series: { name: string; data: number[]; color?: string }[],
  c: Pick<Common, 'saveImage' | 'fileName' | 'narrow' | 'number'>,
): EChartsOption {
  const stacked = series.length > 1;
  return {
    color: PALETTE,
    animationDuration: 300,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, ...tooltipNumbers(c) },
    legend: stacked ? { bottom: 0, type: 'scroll' } : undefined,
    toolbox: { right: 0, top: 0, feature: { saveAsImage: { title: c.saveImage, name: c.fileName, pixelRatio: 2 } } },
    grid: { left: 4, right: 16, top: 36, bottom: stacked ? 36 : 8, containLabel: true },
    xAxis: valueAxis(c, { minInterval: 1 }),
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows,
      axisLabel: {
        width: c.narrow ? 110 : 240,
        overflow: 'truncate',
        fontSize: c.narrow ? 10 : 12,
      },
    },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar' as const,
      stack: stacked ? 'all' : undefined,
      barMaxWidth: 18,
      itemStyle: s.color ? { color: s.color } : undefined,
      data: s.data,
    })),
  };
}

/** The symptoms found, each a bar stacked by degree in the degrees' colours (the first `BAR_ROWS`). */
export function symptomsOption(
  a: TDataAnalyses,
  degreeNames: readonly [string, string, string],
  c: Pick<Common, 'saveImage' | 'fileName' | 'narrow' | 'number'>,
): EChartsOption {
  const shown = a.symptoms.slice(0, BAR_ROWS);
  return rowsOption(
    shown.map((s) => s.name ?? s.symptomKey),
    ([1, 2, 3] as const).map((d) => ({
      name: degreeNames[d - 1]!,
      color: DEFAULT_DEGREE_COLORS[d],
      data: shown.map((s) => s.degrees[d - 1]!),
    })),
    c,
  );
}

/** Analyses per device (the first `BAR_ROWS`): a deleted device by its number. */
export function analysesByDeviceOption(
  byDevice: NonNullable<TDataAnalyses['byDevice']>,
  names: { count: string; deviceGone: string },
  c: Pick<Common, 'saveImage' | 'fileName' | 'narrow' | 'number'>,
): EChartsOption {
  const shown = byDevice.slice(0, BAR_ROWS);
  // On a phone the axis has 110 px: the name on one line and the number under it, each cut on its own, so a long
  // name never hides the number that tells two devices apart.
  return rowsOption(
    shown.map((d) => `${d.deviceName ?? names.deviceGone}${c.narrow ? '\n' : ' ('}${d.deviceNo}${c.narrow ? '' : ')'}`),
    [{ name: names.count, data: shown.map((d) => d.count) }],
    c,
  );
}
