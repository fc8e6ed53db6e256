import {
  DATA_LABELS,
  type ExportFormat,
  improvedShare,
  type Language,
  ORDER_EXPORT_LABELS,
  type TDataOverview,
} from '@skin/contract';
import { buildTableExport, decimal, type ExportCell, type ExportFile, money } from '../../lib/export.js';

const GB = 1024 ** 3;

/** The change of a figure as a percentage (empty from zero). */
const change = (current: number, previous: number) =>
  previous === 0 ? '' : `${(((current - previous) / Math.abs(previous)) * 100).toFixed(1)}%`;

/**
 * Every figure and series of the data centre as one table: the scope and range, the headline figures against the
 * previous period, the trend by bucket, the breakdowns and (every store) the top stores. Titles in `lang`.
 */
export function dataTable(o: TDataOverview, lang: Language): ExportCell[][] {
  const l = DATA_LABELS[lang];
  const order = ORDER_EXPORT_LABELS[lang];
  const f = l.figure;
  const c = l.column;
  const rows: ExportCell[][] = [];
  rows.push([c.scope, o.shopName ?? l.platform]);
  rows.push([c.range, `${o.range.from} – ${o.range.to}`, `${o.previous.from} – ${o.previous.to}`]);
  rows.push([c.grouping, l.grouping[o.grouping]]);
  rows.push([]);

  rows.push([l.section.figures]);
  rows.push([c.figure, c.current, c.previous, c.change]);
  // Empty where not counted yet (every store's visitors before the first count of the range ends).
  const pair = (name: string, cur: number | null, prev: number | null) =>
    rows.push([name, cur ?? '', prev ?? '', cur === null || prev === null ? '' : change(cur, prev)]);
  const one = (name: string, value: ExportCell) => rows.push([name, value, '', '']);
  pair(f.accountsTotal, o.accounts.total, o.accounts.totalPrev);
  pair(f.accountsNew, o.accounts.new, o.accounts.newPrev);
  one(`${f.accountsNew}: ${f.working}`, o.accounts.working);
  one(`${f.accountsNew}: ${f.viewer}`, o.accounts.viewer);
  one(f.expiring30d, o.accounts.expiring30d);
  one(f.disabled, o.accounts.disabled);
  one(f.bound, o.accounts.bound);
  pair(f.devicesTotal, o.devices.total, o.devices.totalPrev);
  pair(f.devicesNew, o.devices.new, o.devices.newPrev);
  one(f.accountsPerDevice, o.devices.accountsPerDevice ?? '');
  pair(f.orders, o.orders.count, o.orders.countPrev);
  pair(f.paidOrders, o.orders.paid, o.orders.paidPrev);
  for (const r of o.revenue) {
    rows.push([
      `${f.revenue} (${r.currency})`,
      money(r.net, r.currency),
      money(r.netPrev, r.currency),
      change(r.net, r.netPrev),
    ]);
    one(`${f.paidAmount} (${r.currency})`, money(r.paid, r.currency));
    one(`${f.refunds} (${r.currency})`, money(r.refunds, r.currency));
  }
  one(f.cloudUsedGb, decimal(o.cloud.usedBytes / GB, 2));
  if (o.cloud.daysLeft !== null) one(f.cloudDaysLeft, o.cloud.daysLeft);
  if (o.cloud.expiring30d !== null) one(f.cloudExpiring, o.cloud.expiring30d);
  if (o.cloud.expired !== null) one(f.cloudExpired, o.cloud.expired);
  if (o.stores) {
    pair(f.storesTotal, o.stores.total, o.stores.totalPrev);
    pair(f.storesNew, o.stores.new, o.stores.newPrev);
    one(f.storesInvalid, o.stores.invalid);
  }
  rows.push([]);

  rows.push([l.section.trend]);
  const currencies = o.revenue.map((r) => r.currency);
  rows.push([
    c.period,
    `${f.accountsNew}: ${f.working}`,
    `${f.accountsNew}: ${f.viewer}`,
    f.accountsTotal,
    f.devicesNew,
    f.devicesTotal,
    f.orders,
    f.paidOrders,
    ...currencies.map((cur) => `${f.revenue} (${cur})`),
    ...(o.trends.storesNew ? [f.storesNew] : []),
  ]);
  o.buckets.forEach((b, i) => {
    const t = o.trends;
    rows.push([
      b,
      ...[
        t.accountsNew.working,
        t.accountsNew.viewer,
        t.accountsTotal,
        t.devicesNew,
        t.devicesTotal,
        t.orders,
        t.paidOrders,
      ].map((s) => s[i] ?? 0),
      ...o.revenue.map((r) => money(r.trend[i] ?? 0, r.currency)),
      ...(t.storesNew ? [t.storesNew[i] ?? 0] : []),
    ]);
  });
  rows.push([]);

  const typeName = (k: string) => order.orderType[Number(k) as 1 | 2] ?? k;
  const statusName = (k: string) => order.orderStatus[Number(k) as 1 | 2 | 3 | 4 | 5] ?? k;
  const methodName = (k: string) => (order.payMethod as Record<string, string>)[k] ?? l.noMethod;
  const counts = (title: string, items: { key: string; count: number }[], name: (k: string) => string) => {
    rows.push([title]);
    rows.push([c.item, c.count]);
    for (const it of items) rows.push([name(it.key), it.count]);
    rows.push([]);
  };
  counts(l.section.ordersByType, o.orders.byType, typeName);
  counts(l.section.ordersByStatus, o.orders.byStatus, statusName);
  counts(l.section.ordersByMethod, o.orders.byMethod, methodName);
  for (const [title, pick, name] of [
    [l.section.revenueByType, 'byType', typeName],
    [l.section.revenueByMethod, 'byMethod', methodName],
  ] as const) {
    rows.push([title]);
    rows.push([c.currency, c.item, c.amount]);
    for (const r of o.revenue)
      for (const it of r[pick]) rows.push([r.currency, name(it.key), money(it.amount, r.currency)]);
    rows.push([]);
  }
  const an = l.analyses;
  const a = o.analyses;
  rows.push([an.analyses]);
  rows.push([c.figure, c.current, c.previous, c.change]);
  pair(an.analyses, a.count, a.countPrev);
  rows.push([c.period, an.analyses]);
  for (const [i, b] of o.buckets.entries()) rows.push([b, a.trend[i] ?? 0]);
  rows.push([]);
  rows.push([an.byUserType]);
  rows.push([c.item, c.count]);
  rows.push([f.working, a.byUserType.working]);
  rows.push([f.viewer, a.byUserType.viewer]);
  rows.push([]);
  if (a.byDevice) {
    rows.push([an.byDevice]);
    rows.push([an.device, c.item, c.count]);
    for (const d of a.byDevice) rows.push([d.deviceNo, d.deviceName ?? '', d.count]);
    rows.push([]);
  }
  rows.push([an.symptoms]);
  rows.push([an.symptom, c.item, ...an.degrees]);
  for (const x of a.symptoms) rows.push([x.symptomKey, x.name ?? '', ...x.degrees]);
  rows.push([]);
  const cu = l.customers;
  const k = o.customers;
  rows.push([cu.section]);
  rows.push([c.figure, c.current, c.previous, c.change]);
  pair(cu.new, k.new, k.newPrev);
  pair(cu.returning, k.returning, k.returningPrev);
  pair(cu.visitors, k.visitors, k.visitorsPrev);
  pair(cu.visits, k.visits, k.visitsPrev);
  const ratio = (v: number | null) => (v === null ? '' : decimal(v, 2));
  rows.push([
    cu.visitsPerCustomer,
    ratio(k.visitsPerCustomer),
    ratio(k.visitsPerCustomerPrev),
    k.visitsPerCustomer === null || k.visitsPerCustomerPrev === null
      ? ''
      : change(k.visitsPerCustomer, k.visitsPerCustomerPrev),
  ]);
  rows.push([c.period, cu.new, cu.visits]);
  for (const [i, b] of o.buckets.entries()) rows.push([b, k.trend.new[i] ?? 0, k.trend.visits[i] ?? 0]);
  rows.push([]);
  rows.push([cu.improved]);
  rows.push([an.symptom, c.item, cu.compared, cu.improvedCount, cu.share, cu.cleared]);
  for (const x of k.improved) {
    const share = improvedShare(x);
    rows.push([
      x.symptomKey,
      x.name ?? '',
      x.compared,
      x.improved,
      share === null ? '' : `${(share * 100).toFixed(1)}%`,
      x.cleared,
    ]);
  }
  rows.push([]);
  if (o.topStores) {
    rows.push([l.section.topStores]);
    rows.push([c.currency, c.rank, c.store, f.revenue, f.paidOrders]);
    let rank = 0;
    let last = '';
    for (const s of o.topStores) {
      rank = s.currency === last ? rank + 1 : 1;
      last = s.currency;
      rows.push([s.currency, rank, s.shopName, money(s.net, s.currency), s.paidOrders]);
    }
  }
  return rows;
}

/** The data centre as a CSV or XLSX file named `data-centre-<range>`. */
export function buildDataExport(o: TDataOverview, format: ExportFormat, lang: Language): Promise<ExportFile> {
  const table = dataTable(o, lang);
  const widths = [36, 16, 16, 16, 16, 16, 16, 16, 16, 16];
  return buildTableExport(`data-centre-${o.range.from}-${o.range.to}`, table, format, DATA_LABELS[lang].sheet, widths);
}
