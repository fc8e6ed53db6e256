import type { TCloudInfo, TOrder, TOrderDetail } from '@skin/contract';

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
    ...over,
  };
}

export function cloudInfo(over: Partial<TCloudInfo> = {}): TCloudInfo {
  return {
    shopId: 3,
    shopName: 'Demo Store',
    usageBytes: Math.round(1.37 * 1024 ** 4),
    cloudExpireTime: '2026-06-01T00:00:00.000Z',
    daysLeft: 20,
    type: 1,
    currency: 'CNY',
    quote: { quantity: 2, unitPrice: 200000, years: 1, amount: 400000 },
    firstYearFree: false,
    pendingOrderNo: null,
    viewerPerAccount: 30000,
    ...over,
  };
}
