import { FileTextOutlined } from '@ant-design/icons';
import type { TCustomerCompareResponse } from '@skin/contract';
import { Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomerCompare } from '../../../api/customer';
import { useDegreeColor } from '../../../components/AnalysisParts';
import { formatTime } from '../../../components/format';
import { QueryFailed } from '../../../components/LoadFailed';
import { RouteLink } from '../../../components/RowLink';
import { SymptomDegreeTag } from '../../../components/SymptomSelect';
import { useDevice } from '../../../layout/device';
import { ComparePhotos } from './ComparePhotos';
import { reportPath } from './ReportPage';

type Row = TCustomerCompareResponse['symptoms'][number];
const OUTCOME_COLOR: Record<Row['outcome'], string> = {
  better: 'success',
  same: 'default',
  worse: 'error',
  gone: 'processing',
  new: 'warning',
};

/**
 * Two of her visits compared (`picked`, in either order: the server names the earlier "then"): their photos side by
 * side in step, and each symptom's degree then and now with better, same or worse, or found in one visit only.
 */
export function ComparePanel({ customerId, picked }: { customerId: number; picked: readonly number[] }) {
  const { t } = useTranslation(['customers', 'common', 'content']);
  const mobile = useDevice() === 'mobile';
  const colorOf = useDegreeColor();
  const [a, b] = picked;
  const compare = useCustomerCompare(customerId, a ?? null, b ?? null);
  if (a === undefined || b === undefined)
    return <Typography.Text type="secondary">{t('compare.hint')}</Typography.Text>;
  if (compare.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="compare-loading" />;
  if (compare.isError) return <QueryFailed query={compare} title={t('compare.loadFailed')} />;
  const { from, to, symptoms } = compare.data;
  const degree = (row: Row, d: Row['before']) =>
    d === null ? (
      <Typography.Text type="secondary">{t('compare.notFound')}</Typography.Text>
    ) : (
      <SymptomDegreeTag name={t(`content:degree${d}`)} symptomKey={row.symptomKey} color={colorOf(row.symptomKey, d)} />
    );
  const columns: TableColumnsType<Row> = [
    {
      title: t('compare.symptom'),
      dataIndex: 'symptomKey',
      render: (_: unknown, row) => <SymptomDegreeTag name={row.name} symptomKey={row.symptomKey} />,
    },
    { title: t('compare.before'), key: 'before', render: (_: unknown, row) => degree(row, row.before) },
    { title: t('compare.after'), key: 'after', render: (_: unknown, row) => degree(row, row.after) },
    {
      title: t('compare.outcome'),
      dataIndex: 'outcome',
      render: (o: Row['outcome']) => <Tag color={OUTCOME_COLOR[o]}>{t(`compare.outcomes.${o}`)}</Tag>,
    },
  ];
  return (
    <div className="cu-compare" data-testid="compare">
      <Typography.Text type="secondary">
        {t('compare.earlier')}: {formatTime(from.analysedAt)} → {t('compare.later')}: {formatTime(to.analysedAt)}
      </Typography.Text>
      <RouteLink to={reportPath(customerId, [from.id, to.id])} className="cu-compare__report">
        <FileTextOutlined /> {t('report.openCompare')}
      </RouteLink>
      <ComparePhotos key={`${from.id}-${to.id}`} from={from} to={to} />
      <Table<Row>
        size="small"
        rowKey="symptomKey"
        columns={columns}
        dataSource={symptoms}
        pagination={false}
        scroll={mobile ? { x: 420 } : undefined}
        locale={{ emptyText: t('compare.noSymptoms') }}
        data-testid="compare-symptoms"
      />
    </div>
  );
}
