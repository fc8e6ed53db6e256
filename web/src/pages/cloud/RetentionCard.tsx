import { PHOTO_RETENTION, type TCloudRetention } from '@skin/contract';
import { Button, Card, Form, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloudRetention, useSetCloudRetention } from '../../api/order';
import { useFeedback } from '../../app/useFeedback';
import { placeServerError } from '../../components/form-errors';
import { formatDate, useNumberFormats } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { NumberField } from '../../components/NumberField';

const RANGE = { min: PHOTO_RETENTION.min, max: PHOTO_RETENTION.max };

/** What the next daily run frees: photos, analyses and bytes older than the limit (a floor when there are more). */
function DueNow({ r }: { r: TCloudRetention }) {
  const { t } = useTranslation('retention');
  const { number, size } = useNumberFormats();
  if (r.months === 0) return null;
  const text =
    r.due.analyses === 0
      ? t('dueNone')
      : t(r.due.more ? 'dueMore' : 'due', {
          photos: number(r.due.photos),
          analyses: number(r.due.analyses),
          date: formatDate(r.cutoff),
          size: size(r.due.bytes),
        });
  return (
    <div className="sc-retention__due">
      <Typography.Text type="secondary">{t('dueTitle')}</Typography.Text>
      <div>
        <Typography.Text strong data-testid="retention-due">
          {text}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * The store's photo retention on its cloud page (issue 42 item 6): how long analysis photos are kept, what the next
 * daily run frees, and (the store owner only) the months to change it; others read it.
 */
export function RetentionCard({ shopId, canEdit }: { shopId: number | null; canEdit: boolean }) {
  const { t } = useTranslation(['retention', 'common']);
  const { message } = useFeedback();
  const retention = useCloudRetention(shopId);
  const save = useSetCloudRetention();
  const [form] = Form.useForm<{ months: number | null }>();
  const months = retention.data?.months;

  useEffect(() => {
    if (months !== undefined) form.setFieldsValue({ months });
  }, [months, form]);

  const body = () => {
    if (retention.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (retention.isError)
      return (
        <LoadFailed
          title={t('loadFailed')}
          message={retention.error.message}
          retryText={t('common:retry')}
          onRetry={() => void retention.refetch()}
          retrying={retention.isFetching}
        />
      );
    const r = retention.data;
    const onFinish = async (v: { months: number | null }) => {
      try {
        await save.mutateAsync(v.months ?? 0);
        message.success(t('saved'));
      } catch (err) {
        const text = placeServerError(form, err, {}, ['months']);
        if (text) message.error(text);
      }
    };
    return (
      <>
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        {canEdit ? (
          <Form form={form} layout="inline" name="retention" onFinish={onFinish} className="sc-retention__form">
            <NumberField
              name="months"
              label={t('months')}
              range={RANGE}
              required
              input={{ suffix: t('monthsSuffix'), style: { width: 160 } }}
            />
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Typography.Paragraph>
            <Typography.Text strong data-testid="retention-months">
              {r.months === 0 ? t('keepForever') : t('keptFor', { count: r.months })}
            </Typography.Text>
            {shopId === null && (
              <Typography.Text type="secondary" className="sc-retention__owner">
                {t('ownerOnly')}
              </Typography.Text>
            )}
          </Typography.Paragraph>
        )}
        <DueNow r={r} />
      </>
    );
  };

  return (
    <Card title={t('title')} className="sc-retention" data-testid="retention-card">
      {body()}
    </Card>
  );
}
