import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import type { TProduct } from '@skin/contract';
import { Button, Descriptions, Drawer, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../api/product';
import { formatTime } from '../../../components/format';
import { LoadFailed } from '../../../components/LoadFailed';
import { SymptomChips } from './SymptomChips';

/** One programme in full (`product/get`): the picture large, every field, the symptoms with their degrees. */
export function ProductDetail({
  id,
  shopId,
  mobile,
  onClose,
  onEdit,
}: {
  id: number | null;
  shopId: number | null;
  mobile: boolean;
  onClose: () => void;
  /** Offered to those who may edit. */
  onEdit?: (p: TProduct) => void;
}) {
  const { t } = useTranslation(['programme', 'common']);
  const one = useProduct(id, shopId);
  const p = one.data;
  let body: React.ReactNode;
  if (one.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (one.isError)
    body = (
      <LoadFailed
        title={t('loadFailed')}
        message={one.error.message}
        retryText={t('common:retry')}
        onRetry={() => void one.refetch()}
        retrying={one.isFetching}
      />
    );
  else if (p)
    body = (
      <>
        <div className="pt-detail-image">
          {p.imageUrl ? (
            <Image src={p.imageUrl} alt={p.name} width={220} height={220} style={{ objectFit: 'cover' }} />
          ) : (
            <span className="pt-noimage pt-noimage--large">
              <PictureOutlined />
              {t('noImage')}
            </span>
          )}
        </div>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('name')}>{p.name}</Descriptions.Item>
          <Descriptions.Item label={t('type')}>{p.typeName}</Descriptions.Item>
          <Descriptions.Item label={t('symptoms')}>
            {p.symptoms.length ? (
              <SymptomChips symptoms={p.symptoms} />
            ) : (
              <Typography.Text type="secondary">{t('noSymptoms')}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('link')}>
            {p.link ? (
              <Typography.Link href={p.link} target="_blank" rel="noopener noreferrer" className="pt-break">
                {p.link}
              </Typography.Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('advantages')}>
            <div className="pt-prewrap">{p.advantages}</div>
          </Descriptions.Item>
          <Descriptions.Item label={t('addedAt')}>{formatTime(p.createdAt)}</Descriptions.Item>
        </Descriptions>
      </>
    );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={p?.name ?? t('detail')}
      size={mobile ? '100%' : 520}
      destroyOnHidden
      extra={
        onEdit &&
        p && (
          <Button icon={<EditOutlined />} onClick={() => onEdit(p)}>
            {t('edit')}
          </Button>
        )
      }
    >
      {body}
    </Drawer>
  );
}
