import type { TCloudInfo, TCloudRetention, TOrder, TOrderDetail } from '@skin/contract';

/** Orders, order details and cloud info as the server answers them, for component tests of the order screens. */
export function anOrder(over: Partial<TOrder> = {}): TOrder {
  return {
    orderNo: '20260501120000ABCDEFGHJKLM',
    orderType: 2,
    orderStatus: 1,
    payStatus: 0,
    payMethod: null,
    currency: 'CNY',
    orderAmount: 400000,
    payAmount: 0,
    quantity: 2,
    unitPrice: 200000,
    years: 1,
    usageBytes: 2 * 1024 ** 4 - 1,
    shopId: 3,
    shopName: 'Demo Store',
    userId: 7,
    userName: 'demoshop',
    tradeNo: null,
    createdAt: '2026-05-01T12:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
    refundedAt: null,
    closesAt: '2026-05-01T12:30:00.000Z',
    ...over,
  };
}

export function anOrderDetail(over: Partial<TOrderDetail> = {}): TOrderDetail {
  return {
    ...anOrder(over),
    items: [],
    payMethods: ['sandbox', 'alipay', 'wechat'],
    cloudExpireBefore: null,
    cloudExpireAfter: null,
    cloudExpireCurrent: null,
    cloudExpireIfPaid: null,
    ...over,
  };
}

/** A store's cloud info; its expiry is `daysLeft` days from now (an hour less, so the count holds during a test). */
export function cloudInfo(over: Partial<TCloudInfo> = {}): TCloudInfo {
  const daysLeft = over.daysLeft ?? 20;
  return {
    shopId: 3,
    shopName: 'Demo Store',
    usageBytes: Math.round(1.37 * 1024 ** 4),
    cloudExpireTime: new Date(Date.now() + daysLeft * 86_400_000 - 3_600_000).toISOString(),
    daysLeft,
    type: daysLeft > 0 ? 1 : 2,
    currency: 'CNY',
    quote: { quantity: 2, unitPrice: 200000, years: 1, amount: 400000 },
    firstYearFree: false,
    pendingOrderNo: null,
    viewerPerAccount: 30000,
    usage: [
      { kind: 'analysisPhotos', bytes: Math.round(0.9 * 1024 ** 4), files: 120000 },
      { kind: 'contentImages', bytes: Math.round(0.4 * 1024 ** 4), files: 800 },
      { kind: 'other', bytes: Math.round(1.37 * 1024 ** 4) - Math.round(1.3 * 1024 ** 4), files: 2 },
    ],
    ...over,
  };
}

/** A store's photo retention as `cloud/retention` answers it: 24 months, with photos the next run frees. */
export function cloudRetention(over: Partial<TCloudRetention> = {}): TCloudRetention {
  return {
    shopId: 3,
    months: 24,
    cutoff: '2024-11-29T10:00:00.000Z',
    due: { analyses: 1_204, photos: 4_816, bytes: 3 * 1024 ** 3, more: false },
    ...over,
  };
}
