import { CLOUD_USAGE_KINDS, type TCloudInfo, type TCloudUsage } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberFormats, useNumberFormats } from '../../components/format';

/** The colour of each kind in the bar and its legend (the theme's blue, antd's green, a grey). */
const KIND_COLORS: Record<TCloudUsage[number]['kind'], string> = {
  analysisPhotos: '#0958d9',
  contentImages: '#389e0d',
  other: '#8c8c8c',
};

/**
 * A part's share to a tenth of a percent, in the reader's language (`33,3 %`); a part too small for that says so
 * rather than 0.0%.
 */
export function percent(part: number, whole: number, format = numberFormats('en-US').percent): string {
  if (whole <= 0 || part <= 0) return format(0, 0);
  const share = part / whole;
  return share < 0.001 ? `<${format(0.001, 1)}` : format(share, 1);
}

/**
 * What uses the store's cloud space, by kind (analysis photos, content images, other files: bytes and files), as one
 * bar and its legend, and how that sets the next renewal's price (the space in whole TB × the price per TB).
 */
export function UsageBreakdown({ info, usage }: { info: TCloudInfo; usage: TCloudUsage }) {
  const { t, i18n } = useTranslation(['analyses', 'orders']);
  const { money, size, percent: inLanguage } = useNumberFormats();
  const parts = CLOUD_USAGE_KINDS.map((kind) => usage.find((u) => u.kind === kind) ?? { kind, bytes: 0, files: 0 });
  const total = parts.reduce((n, p) => n + p.bytes, 0);
  const largest = total > 0 ? parts.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : null;
  return (
    <section className="sc-usage" aria-labelledby="sc-usage-title">
      <Typography.Title level={5} id="sc-usage-title">
        {t('cloud.title')}
      </Typography.Title>
      <div className="sc-usage__bar" aria-hidden="true">
        {parts
          .filter((p) => p.bytes > 0)
          .map((p) => (
            <span
              key={p.kind}
              className="sc-usage__part"
              style={{ flexGrow: p.bytes, background: KIND_COLORS[p.kind] }}
              title={`${t(`cloud.${p.kind}`)}: ${size(p.bytes)}`}
            />
          ))}
      </div>
      <ul className="sc-usage__legend" data-testid="cloud-usage">
        {parts.map((p) => (
          <li key={p.kind} data-testid={`usage-${p.kind}`}>
            <span className="sc-usage__dot" style={{ background: KIND_COLORS[p.kind] }} aria-hidden="true" />
            <span className="sc-usage__name">{t(`cloud.${p.kind}`)}</span>
            <Typography.Text strong className="su-nowrap">
              {size(p.bytes)}
            </Typography.Text>
            <Typography.Text type="secondary" className="su-nowrap">
              {percent(p.bytes, total, inLanguage)} · {t('cloud.files', { n: p.files.toLocaleString(i18n.language) })}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph className="sc-usage__why" data-testid="cloud-usage-why">
        {largest &&
          `${t('cloud.largest', { kind: t(`cloud.${largest.kind}`), share: percent(largest.bytes, total, inLanguage) })} `}
        {t('cloud.why', {
          used: size(info.usageBytes),
          tb: t('orders:tb', { count: info.quote.quantity }),
          price: money(info.quote.unitPrice, info.currency),
          amount: money(info.quote.amount, info.currency),
        })}
      </Typography.Paragraph>
    </section>
  );
}
