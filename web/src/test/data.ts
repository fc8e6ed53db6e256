import type { TDataOverview } from '@skin/contract';

/** A store's data centre answer as the server gives it, for component tests. */
export function dataOverview(over: Partial<TDataOverview> = {}): TDataOverview {
  return {
    shopId: 7,
    shopName: 'Demo Store',
    range: { from: '2026-10-27', to: '2026-11-25' },
    previous: { from: '2026-09-27', to: '2026-10-26' },
    grouping: 'week',
    timeZone: 'UTC',
    buckets: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
    accounts: {
      total: 120,
      totalPrev: 100,
      new: 20,
      newPrev: 10,
      working: 5,
      viewer: 15,
      expiring30d: 4,
      disabled: 3,
      bound: 60,
    },
    devices: { total: 4, totalPrev: 4, new: 0, newPrev: 1, accountsPerDevice: 30 },
    orders: {
      count: 12,
      countPrev: 16,
      paid: 9,
      paidPrev: 9,
      byType: [
        { key: '1', count: 10 },
        { key: '2', count: 2 },
      ],
      byStatus: [
        { key: '3', count: 9 },
        { key: '4', count: 3 },
      ],
      byMethod: [
        { key: 'alipay', count: 6 },
        { key: '-', count: 6 },
      ],
    },
    revenue: [
      {
        currency: 'CNY',
        net: 240000,
        netPrev: 200000,
        paid: 270000,
        refunds: 30000,
        byType: [{ key: '1', amount: 240000 }],
        byMethod: [{ key: 'alipay', amount: 240000 }],
        trend: [0, 60000, 60000, 60000, 60000],
      },
    ],
    cloud: {
      usedBytes: 1.5 * 1024 ** 4,
      // 19 days from now (an hour less, so the count holds during a test).
      expireTime: new Date(Date.now() + 19 * 86_400_000 - 3_600_000).toISOString(),
      daysLeft: 19,
      expiring30d: null,
      expired: null,
    },
    stores: null,
    trends: {
      accountsNew: { working: [1, 1, 1, 1, 1], viewer: [3, 3, 3, 3, 3] },
      accountsTotal: [104, 108, 112, 116, 120],
      devicesNew: [0, 0, 0, 0, 0],
      devicesTotal: [4, 4, 4, 4, 4],
      orders: [2, 3, 2, 3, 2],
      paidOrders: [1, 2, 2, 2, 2],
      storesNew: null,
    },
    topStores: null,
    analyses: {
      count: 40,
      countPrev: 31,
      trend: [6, 9, 8, 10, 7],
      byUserType: { working: 30, viewer: 10 },
      byDevice: [
        { deviceNo: 'SKN-A1-0001', deviceName: 'Front desk analyser', count: 25 },
        { deviceNo: 'SKN-A1-0002', deviceName: null, count: 15 },
      ],
      symptoms: [
        { symptomKey: 'acne', name: 'Acne', degrees: [10, 6, 2] },
        { symptomKey: 'pores', name: null, degrees: [4, 3, 1] },
      ],
    },
    customers: {
      new: 8,
      newPrev: 5,
      returning: 12,
      returningPrev: 12,
      visits: 30,
      visitsPrev: 24,
      visitors: 20,
      visitorsPrev: 17,
      visitsPerCustomer: 1.5,
      visitsPerCustomerPrev: 1.41,
      trend: { new: [1, 2, 2, 1, 2], visits: [5, 7, 6, 6, 6] },
      improved: [
        { symptomKey: 'acne', name: 'Acne', compared: 8, improved: 6, cleared: 1 },
        { symptomKey: 'pores', name: null, compared: 4, improved: 1, cleared: 0 },
      ],
      countedAt: null,
      counting: null,
    },
    ...over,
  };
}
