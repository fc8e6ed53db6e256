import { FileTextOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { TAnalysis } from '@skin/contract';
import { Button, Checkbox, Empty, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomerAnalyses } from '../../../api/customer';
import { useAccess } from '../../../auth/access';
import { SymptomTags, Thumbs } from '../../../components/AnalysisParts';
import { formatTime } from '../../../components/format';
import { QueryFailed } from '../../../components/LoadFailed';
import { RouteLink } from '../../../components/RowLink';
import { reportPath } from './ReportPage';

/** Visits a page of the timeline shows. */
export const VISITS_PAGE_SIZE = 10;

/**
 * Her visits, newest first, a page at a time: when, on which device, the symptoms found (the shared chips) and the
 * photos' thumbnails (opening the analysis on /analyses for whoever may read it). Each visit can be picked for the
 * comparison (`picked`, two at most).
 */
export function Visits({
  customerId,
  page,
  onPage,
  picked,
  onPick,
  onRecommend,
}: {
  customerId: number;
  page: number;
  onPage: (page: number) => void;
  picked: readonly number[];
  onPick: (visit: TAnalysis, on: boolean) => void;
  /** Shows the programmes recommended for this visit. */
  onRecommend: (visit: TAnalysis) => void;
}) {
  const { t } = useTranslation(['customers', 'common']);
  const { can } = useAccess();
  const navigate = useNavigate();
  const visits = useCustomerAnalyses(customerId, page, VISITS_PAGE_SIZE);
  if (visits.isPending) return <Skeleton active paragraph={{ rows: 4 }} data-testid="visits-loading" />;
  if (visits.isError && !visits.data) return <QueryFailed query={visits} title={t('detail.visitsLoadFailed')} />;
  if (!visits.data.total) return <Empty description={t('detail.noVisits')} />;
  return (
    <>
      <ol className="cu-visits" data-testid="customer-visits">
        {visits.data.list.map((v) => {
          const time = formatTime(v.analysedAt);
          return (
            <li key={v.id} className="cu-visit" data-testid="customer-visit">
              <div className="cu-visit__head">
                <Typography.Text strong className="su-nowrap">
                  {time}
                </Typography.Text>
                <Typography.Text type="secondary" className="su-subtext">
                  {t('detail.device', { device: v.deviceName ?? v.deviceNo })}
                </Typography.Text>
                <Checkbox
                  className="cu-visit__pick"
                  checked={picked.includes(v.id)}
                  onChange={(e) => onPick(v, e.target.checked)}
                  aria-label={t('detail.pickVisit', { time })}
                >
                  {t('detail.pick')}
                </Checkbox>
              </div>
              <div className="cu-visit__symptoms">
                <SymptomTags symptoms={v.symptoms} />
                <RouteLink
                  to={reportPath(customerId, [v.id])}
                  aria-label={`${t('report.open')} · ${time}`}
                  className="cu-visit__report"
                >
                  <FileTextOutlined /> {t('report.open')}
                </RouteLink>
                {v.symptoms.length > 0 && (
                  <Button
                    type="link"
                    size="small"
                    icon={<ShoppingOutlined />}
                    onClick={() => onRecommend(v)}
                    aria-label={`${t('recommend.title')} · ${t('recommend.forVisit', { time })}`}
                  >
                    {t('recommend.title')}
                  </Button>
                )}
              </div>
              <Thumbs
                row={v}
                max={4}
                onOpen={can('analysis') ? () => navigate(`/analyses?analysis=${v.id}`) : undefined}
              />
            </li>
          );
        })}
      </ol>
      {visits.data.total > VISITS_PAGE_SIZE && (
        <Pagination
          className="cu-visits__pages"
          size="small"
          current={page}
          pageSize={VISITS_PAGE_SIZE}
          total={visits.data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
