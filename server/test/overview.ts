import type { TDataOverview } from '@skin/contract';

/**
 * The data centre's overview with its lists sorted by key, so the API's answer and a recount (the data tests, the
 * soak) compare as values where the order means nothing.
 */
export function sortedOverview(o: TDataOverview) {
  const byKey = <T extends { key: string }>(xs: T[]) => [...xs].sort((a, b) => a.key.localeCompare(b.key));
  return {
    ...o,
    orders: {
      ...o.orders,
      byType: byKey(o.orders.byType),
      byStatus: byKey(o.orders.byStatus),
      byMethod: byKey(o.orders.byMethod),
    },
    revenue: o.revenue.map((r) => ({ ...r, byType: byKey(r.byType), byMethod: byKey(r.byMethod) })),
  };
}
