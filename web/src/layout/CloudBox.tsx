import { CloudOutlined } from '@ant-design/icons';
import { type CloudBadge, cloudBadge, parseCloudExpire, showCloudBox, type TShopInfo } from '@skin/contract';
import { Button, Popover, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCloudInfo } from '../api/order';
import { useAccess } from '../auth/access';
import { useNumberFormats } from '../components/format';
import { useMoney } from '../components/order/OrderTags';
import { useCloudDaysLeft } from '../hooks/useCloudDaysLeft';
import { useRenewCloud } from '../hooks/useRenewCloud';
import { useT } from '../i18n/areas';

/** The colours of the cloud-space badge (header box, /cloud). */
export const CLOUD_BADGE_COLORS: Record<CloudBadge, { fg: string; bg: string; border: string }> = {
  blue: { fg: '#0958d9', bg: '#e6f4ff', border: '#91caff' },
  orange: { fg: '#ad4e00', bg: '#fff7e6', border: '#ffd591' },
  red: { fg: '#cf1322', bg: '#fff1f0', border: '#ffa39e' },
};

/**
 * What the box opens: the next year's price and "Renew now" (the pending cloud order's payment, or a new order),
 * and the way to the cloud screen. The price is asked for only when the box is opened.
 */
function RenewPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const info = useCloudInfo(null);
  const renew = useRenewCloud();
  const money = useMoney();
  return (
    <Space direction="vertical" size={12} style={{ maxWidth: 280 }} data-testid="cloud-box-panel">
      {info.data ? (
        <Typography.Text>
          {t('cloud.nextRenewal')}: {t('tb', { count: info.data.quote.quantity })} ×{' '}
          {money(info.data.quote.unitPrice, info.data.currency)} ={' '}
          <Typography.Text strong>{money(info.data.quote.amount, info.data.currency)}</Typography.Text>
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
      <Space wrap>
        <Button
          type="primary"
          size="small"
          disabled={!info.data}
          loading={renew.pending}
          onClick={() => {
            onDone();
            if (info.data) renew.confirm(info.data);
          }}
        >
          {info.data?.pendingOrderNo ? t('cloud.continuePay') : t('cloud.renew')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            onDone();
            navigate('/cloud');
          }}
        >
          {t('cloud.title')} →
        </Button>
      </Space>
    </Space>
  );
}

/**
 * The tip of the cloud box: when the store's space expires, the date in the language. A component, so that it is
 * written when the tip shows (antd renders a tooltip's or popover's content then), not with every header: a date
 * format's first use in a language costs 10-15 ms, the largest part of the header's first render.
 */
function CloudTip({ store, expire, active }: { store: string; expire: Date; active: boolean }) {
  const { t, i18n } = useT();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(expire);
  return <>{t(active ? 'layout:cloud.tipActive' : 'layout:cloud.tipExpired', { store, date })}</>;
}

/**
 * The header's cloud-space box: shown when 28 days or fewer are left; blue above 15 days, orange 1-15,
 * red at 0 or below; shows the space used. A click opens the renewal: the price, "Renew now", the cloud screen.
 */
export function CloudBox({ shop, compact = false }: { shop: TShopInfo | null | undefined; compact?: boolean }) {
  const { t } = useT();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const formats = useNumberFormats();
  const expire = parseCloudExpire(shop?.cloudExpireTime);
  const days = useCloudDaysLeft(expire);
  if (!shop || !expire || days === null) return null;
  if (!showCloudBox(days)) return null;

  const badge = cloudBadge(days);
  const colors = CLOUD_BADGE_COLORS[badge];
  const status =
    days > 0 ? t(days === 1 ? 'layout:cloud.dayLeft' : 'layout:cloud.daysLeft', { days }) : t('layout:cloud.expired');
  const size = formats.size(shop.ossSize);
  const tip = <CloudTip store={shop.shopName} expire={expire} active={days > 0} />;
  const clickable = can('cloud');

  const box = (
    <button
      type="button"
      className={`sc-cloud-box${compact ? ' sc-cloud-box--compact' : ''}`}
      data-testid="cloud-box"
      data-badge={badge}
      disabled={!clickable}
      aria-haspopup="dialog"
      style={{ color: colors.fg, background: colors.bg, borderColor: colors.border }}
    >
      <CloudOutlined />
      {/* The box is named by what it shows (label in name); compact, its title is there for screen readers only. */}
      <span className={compact ? 'sc-visually-hidden' : 'sc-cloud-box__title'}>{t('layout:cloud.title')}</span>
      <span className="sc-cloud-box__status">{status}</span>
      {!compact && <span className="sc-cloud-box__size">{size}</span>}
    </button>
  );
  if (!clickable) return <Tooltip title={tip}>{box}</Tooltip>;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={tip}
      content={open ? <RenewPanel onDone={() => setOpen(false)} /> : null}
      placement="bottomRight"
    >
      {box}
    </Popover>
  );
}
