import { CLOUD_USAGE_KINDS, type TCloudInfo, type TCloudUsage } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberFormats, useNumberFormats } from '../../components/format';

type Part = TCloudUsage[number];

/** The colour of each kind in the bar and its legend (the theme's blue, antd's green, a grey, antd's gold). */
const KIND_COLORS: Record<Part['kind'], string> = {
  analysisPhotos: '#0958d9',
  contentImages: '#389e0d',
  other: '#8c8c8c',
  unlisted: '#d48806',
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
 * What the store's cloud space is billed for, by kind, as one bar and its legend: analysis photos (each counted once,
 * its thumbnail's bytes included and said), content images, other files, and space no stored file names (only when
 * there is some, with what it is); then how that sets the next renewal's price (the space in whole TB × the price
 * per TB). An empty store says nothing is stored yet, its space `0 B`.
 */
export function UsageBreakdown({ info, usage }: { info: TCloudInfo; usage: TCloudUsage }) {
  const { t } = useTranslation(['analyses', 'orders']);
  const { money, size, number, percent: inLanguage } = useNumberFormats();
  const count = (n: number) => number(n);
  const parts = CLOUD_USAGE_KINDS.map(
    (kind): Part => usage.find((u) => u.kind === kind) ?? { kind, bytes: 0, files: 0 },
  ).filter((p) => p.kind !== 'unlisted' || p.bytes > 0);
  const total = parts.reduce((n, p) => n + p.bytes, 0);
  const largest = total > 0 ? parts.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : null;
  const what = (p: Part) => {
    if (p.kind === 'unlisted') return t('cloud.unlistedHint');
    if (p.kind === 'analysisPhotos') {
      const photos = t('cloud.photos', { n: count(p.files) });
      return p.thumbnails?.files ? `${photos}, ${t('cloud.thumbnails', { size: size(p.thumbnails.bytes) })}` : photos;
    }
    return t(p.kind === 'contentImages' ? 'cloud.images' : 'cloud.files', { n: count(p.files) });
  };
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
            <Typography.Text type="secondary">
              <span className="su-nowrap">{percent(p.bytes, total, inLanguage)}</span> · {what(p)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph className="sc-usage__why" data-testid="cloud-usage-why">
        {largest
          ? `${t('cloud.largest', { kind: t(`cloud.${largest.kind}`), share: percent(largest.bytes, total, inLanguage) })} `
          : `${t('cloud.empty')} `}
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
