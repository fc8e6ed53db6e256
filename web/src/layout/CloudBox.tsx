import { CloudOutlined } from '@ant-design/icons';
import {
  type CloudBadge,
  cloudBadge,
  daysLeft,
  formatSize,
  parseCloudExpire,
  showCloudBox,
  type TShopInfo,
} from '@skin/contract';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../auth/access';
import { useT } from '../i18n/areas';

/** The time now, refreshed every `intervalMs` (the layout's 1-second timer of SPEC section 9). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const COLORS: Record<CloudBadge, { fg: string; bg: string; border: string }> = {
  blue: { fg: '#0958d9', bg: '#e6f4ff', border: '#91caff' },
  orange: { fg: '#d46b08', bg: '#fff7e6', border: '#ffd591' },
  red: { fg: '#cf1322', bg: '#fff1f0', border: '#ffa39e' },
};

/**
 * The header's cloud-space box: shown when 28 days or fewer are left; blue above 15 days, orange 1-15,
 * red at 0 or below; shows the space used. A click opens the cloud screen (to renew).
 */
export function CloudBox({ shop, compact = false }: { shop: TShopInfo | null | undefined; compact?: boolean }) {
  const { t, i18n } = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const now = useNow();
  const expire = parseCloudExpire(shop?.cloudExpireTime);
  if (!shop || !expire) return null;
  const days = daysLeft(expire, now);
  if (!showCloudBox(days)) return null;

  const badge = cloudBadge(days);
  const colors = COLORS[badge];
  const status = days > 0 ? t('layout:cloud.daysLeft', { days: Math.ceil(days) }) : t('layout:cloud.expired');
  const size = formatSize(shop.ossSize);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(expire);
  const tip = t(days > 0 ? 'layout:cloud.tipActive' : 'layout:cloud.tipExpired', { store: shop.shopName, date });
  const clickable = can('cloud');

  return (
    <Tooltip title={clickable ? `${tip} ${t('layout:cloud.manage')} →` : tip}>
      <button
        type="button"
        className={`sc-cloud-box${compact ? ' sc-cloud-box--compact' : ''}`}
        data-testid="cloud-box"
        data-badge={badge}
        disabled={!clickable}
        aria-label={`${t('layout:cloud.title')}: ${status}, ${t('layout:cloud.usage', { size })}`}
        onClick={() => navigate('/cloud')}
        style={{ color: colors.fg, background: colors.bg, borderColor: colors.border }}
      >
        <CloudOutlined />
        {!compact && <span className="sc-cloud-box__title">{t('layout:cloud.title')}</span>}
        <span className="sc-cloud-box__status">{status}</span>
        {!compact && <span className="sc-cloud-box__size">{size}</span>}
      </button>
    </Tooltip>
  );
}
