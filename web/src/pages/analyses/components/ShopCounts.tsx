import type { TAnalysisShopCount } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAnalysisShops } from '../../../api/analysis';
import { formatTime } from '../../../components/format';
import { StoreCounts } from '../../../components/StoreCounts';

/**
 * The platform operator's view: how many analyses each store has (in all, in the last 30 days, the latest), by store
 * name. The analyses and their photos stay the stores' own.
 */
export function ShopCounts() {
  const { t } = useTranslation('analyses');
  return (
    <StoreCounts<TAnalysisShopCount>
      area="analyses"
      useList={useAnalysisShops}
      hint={`${t('platform.hint')} ${t('platform.last30dHint')}`}
      counts={[
        { title: t('platform.total'), dataIndex: 'total', align: 'right' },
        { title: t('platform.last30d'), dataIndex: 'last30d', align: 'right' },
        {
          title: t('platform.lastAnalysedAt'),
          dataIndex: 'lastAnalysedAt',
          render: (v: string | null) =>
            v ? (
              <span className="su-nowrap">{formatTime(v)}</span>
            ) : (
              <Typography.Text type="secondary">{t('platform.never')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
