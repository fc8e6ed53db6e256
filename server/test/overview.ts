import type { TDataOverview } from '@skin/contract';
import type { TestServer } from './helper.js';

/**
 * The data centre's overview with its lists sorted by key, so the API's answer and a recount (the data tests, the
 * soak) compare as values where the order means nothing, as does the time every store's customers were counted.
 */
export function sortedOverview(o: TDataOverview) {
  const byKey = <T extends { key: string }>(xs: T[]) => [...xs].sort((a, b) => a.key.localeCompare(b.key));
  return {
    ...o,
    customers: { ...o.customers, countedAt: null },
    orders: {
      ...o.orders,
      byType: byKey(o.orders.byType),
      byStatus: byKey(o.orders.byStatus),
      byMethod: byKey(o.orders.byMethod),
    },
    revenue: o.revenue.map((r) => ({ ...r, byType: byKey(r.byType), byMethod: byKey(r.byMethod) })),
  };
}

/**
 * `data/overview` once every store's customer figures are counted (data/customer-counts.ts): asked, which starts a
 * count when a customer analysis changed since the last; the count run to its end (a test's job queue runs nothing
 * by itself); asked again. A store's answer is counted as it asks.
 */
export async function countedOverview(s: TestServer, token: string, body: object) {
  const ask = () => s.post<TDataOverview>('/api/data/overview', body, { token });
  const first = await ask();
  if (first.status !== 200 || !first.body.datas.customers.counting) return first;
  while ((await s.deps.data.countCustomers()) > 0);
  return ask();
}
