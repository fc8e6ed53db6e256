import { type Language, ORDER_EXPORT_LABELS, type TOrderExportRequest } from '@skin/contract';
import { buildTableExport, money, timeFormatter } from '../../lib/export.js';
import { type ListRow, presentOrder } from './repository.js';

/** The order list as a download (`userOrder/export`): titles in the request language, times in its time zone. */
export function orderExport(rows: ListRow[], q: TOrderExportRequest, lang: Language) {
  const l = ORDER_EXPORT_LABELS[lang];
  const time = timeFormatter(q.timeZone ?? 'UTC');
  const c = l.columns;
  const header = [
    c.orderNo,
    c.shopName,
    c.userName,
    c.orderType,
    c.orderStatus,
    c.payStatus,
    c.payMethod,
    c.currency,
    c.orderAmount,
    c.payAmount,
    c.quantity,
    c.unitPrice,
    c.years,
    c.createdAt,
    c.paidAt,
    c.cancelledAt,
    c.refundedAt,
  ];
  const body = rows.map((r) => {
    const o = presentOrder(r);
    return [
      o.orderNo,
      o.shopName,
      o.userName,
      l.orderType[o.orderType],
      l.orderStatus[o.orderStatus],
      l.payStatus[o.payStatus],
      o.payMethod ? l.payMethod[o.payMethod] : '',
      o.currency,
      money(o.orderAmount, o.currency),
      money(o.payAmount, o.currency),
      o.quantity,
      money(o.unitPrice, o.currency),
      o.years,
      time(o.createdAt),
      time(o.paidAt),
      time(o.cancelledAt),
      time(o.refundedAt),
    ];
  });
  return buildTableExport(
    'orders',
    [header, ...body],
    q.format,
    l.sheet,
    header.map((_, i) => (i === 0 ? 30 : 18)),
  );
}
