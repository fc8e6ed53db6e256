import { ExportOutlined } from '@ant-design/icons';
import type { TCustomerRecommendResponse } from '@skin/contract';
import { Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../../../api/customer';
import { useAccess } from '../../../auth/access';
import { useDegreeColor } from '../../../components/AnalysisParts';
import { QueryFailed } from '../../../components/LoadFailed';
import { RouteLink } from '../../../components/RowLink';
import { SymptomDegreeTag } from '../../../components/SymptomSelect';

type Programme = TCustomerRecommendResponse['list'][number];

/**
 * The store's programmes whose symptoms and degrees match what a visit found, best match first (the server's
 * order): image, name, type, the symptoms it matched, and links to it (its page on /product-type for whoever may
 * read programmes, and its own link when it has one).
 */
export function RecommendPanel({ analysisId, names }: { analysisId: number; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation(['customers', 'common']);
  const { can } = useAccess();
  const colorOf = useDegreeColor();
  const list = useRecommendations(analysisId);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 3 }} data-testid="recommend-loading" />;
  if (list.isError) return <QueryFailed query={list} title={t('recommend.loadFailed')} />;
  if (!list.data.list.length)
    return (
      <Empty description={t('recommend.empty')}>
        <Typography.Text type="secondary">{t('recommend.emptyHint')}</Typography.Text>
      </Empty>
    );
  const mayOpen = can('product-type');
  return (
    <ol className="cu-programmes" data-testid="recommendations">
      {list.data.list.map((p: Programme) => (
        <li key={p.productId} className="cu-programme" data-testid="recommendation">
          {p.imageUrl ? (
            <img src={p.imageUrl} alt="" width={64} height={64} loading="lazy" className="cu-programme__img" />
          ) : (
            <span className="cu-programme__img" aria-hidden="true" />
          )}
          <div className="cu-programme__body">
            <div className="cu-programme__head">
              {mayOpen ? (
                <RouteLink to={`/product-type?name=${encodeURIComponent(p.name)}`}>
                  <strong>{p.name}</strong>
                </RouteLink>
              ) : (
                <Typography.Text strong>{p.name}</Typography.Text>
              )}
              {p.typeName && (
                <Typography.Text type="secondary" className="su-subtext">
                  {p.typeName}
                </Typography.Text>
              )}
              {p.link && (
                <Typography.Link href={p.link} target="_blank" rel="noopener noreferrer" className="su-subtext">
                  {t('recommend.open')} <ExportOutlined />
                </Typography.Link>
              )}
            </div>
            <div className="an-symptoms">
              <Typography.Text type="secondary" className="su-subtext">
                {t('recommend.matched')}:
              </Typography.Text>
              {p.matched.map((m) => (
                <SymptomDegreeTag
                  key={m.symptomKey}
                  name={names.get(m.symptomKey) ?? m.symptomKey}
                  symptomKey={m.symptomKey}
                  degree={m.degree}
                  color={colorOf(m.symptomKey, m.degree)}
                />
              ))}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
