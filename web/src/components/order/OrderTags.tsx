import type { Currency, OrderStatus, OrderType, PayMethod, PayStatus, TOrder } from '@skin/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormats } from '../format';

/** What each order status looks like: waiting (gold), in progress (blue), paid (green), closed (grey), refunded (purple). */
const STATUS_COLORS: Record<OrderStatus, string> = {
  1: 'gold',
  2: 'processing',
  3: 'success',
  4: 'default',
  5: 'purple',
};
const PAY_COLORS: Record<PayStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'purple' };

/** The text keys of the enumerations (areas `orders:type.*`, `status.*`, `payStatus.*`). */
export const TYPE_KEY = { 1: 'viewer', 2: 'cloud' } as const satisfies Record<OrderType, string>;
export const STATUS_KEY = {
  1: 'pending',
  2: 'paying',
  3: 'paid',
  4: 'cancelled',
  5: 'refunded',
} as const satisfies Record<OrderStatus, string>;
export const PAY_STATUS_KEY = { 0: 'unpaid', 1: 'paying', 2: 'paid', 3: 'refunded' } as const satisfies Record<
  PayStatus,
  string
>;

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={STATUS_COLORS[status]} className="su-nowrap" data-status={status}>
      {t(`status.${STATUS_KEY[status]}`)}
    </Tag>
  );
}

export function PayStatusTag({ status }: { status: PayStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={PAY_COLORS[status]} className="su-nowrap">
      {t(`payStatus.${PAY_STATUS_KEY[status]}`)}
    </Tag>
  );
}

export function OrderTypeText({ type }: { type: OrderType }) {
  const { t } = useTranslation('orders');
  return <>{t(`type.${TYPE_KEY[type]}`)}</>;
}

export function PayMethodText({ method }: { method: PayMethod | null }) {
  const { t } = useTranslation('orders');
  return <>{method ? t(`method.${method}`) : '—'}</>;
}

/**
 * An amount in minor units with its currency, in the interface language's format (¥4,000.00, $300.00): the money of
 * `useNumberFormats()`, one function per language, so what memoises on it (the data centre's charts) is not redone
 * on every render.
 */
export function useMoney(): (amount: number, currency: Currency) => string {
  return useNumberFormats().money;
}

export function Money({ amount, currency }: { amount: number; currency: Currency }) {
  const money = useMoney();
  return <span className="su-nowrap">{money(amount, currency)}</span>;
}

/** "2 TB of cloud space for 1 year" / "3 viewer ends for 2 years": what an order buys, in one line. */
export function useOrderLine() {
  const { t } = useTranslation('orders');
  return (o: Pick<TOrder, 'orderType' | 'quantity' | 'years'>) => {
    const years = t(o.years === 1 ? 'year' : 'years', { count: o.years });
    return o.orderType === 2
      ? t('detail.cloudLine', { tb: t('tb', { count: o.quantity }), years })
      : t('detail.viewerLine', { count: o.quantity, years });
  };
}
