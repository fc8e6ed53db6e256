import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { type Language, SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from '@skin/contract';
import { Button, Form, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLink, useShareReport } from '../../../api/report';
import { useFeedback } from '../../../app/useFeedback';
import { formatTime } from '../../../components/format';
import { NumberField } from '../../../components/NumberField';

const DAYS = { min: 1, max: SHARE_DAYS_MAX };

/**
 * "Share" on her report: how many days the link lives (1-30, 7 by default), then the link and its QR code (antd's
 * QRCode, drawn here: the link leaves the console only as the person sharing it chooses). The token is answered
 * once; her page lists the share afterwards without it.
 */
export function ShareButton({
  customerId,
  analyses,
  language,
}: {
  customerId: number;
  analyses: readonly number[];
  language: Language;
}) {
  const { t } = useTranslation(['customers', 'common']);
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ days: number }>();
  const share = useShareReport();
  const made = share.data ? { url: shareLink(share.data.token, language), expiresAt: share.data.expiresAt } : null;
  const close = () => {
    setOpen(false);
    share.reset();
  };
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        {t('share.share')}
      </Button>
      <Modal
        open={open}
        title={t('share.shareTitle')}
        onCancel={close}
        destroyOnHidden
        footer={
          made ? (
            <Button onClick={close}>{t('common:close')}</Button>
          ) : (
            <Space>
              <Button onClick={close}>{t('common:cancel')}</Button>
              <Button type="primary" loading={share.isPending} onClick={() => form.submit()}>
                {t('share.make')}
              </Button>
            </Space>
          )
        }
      >
        {made ? (
          <div className="cu-share" data-testid="share-made">
            <QRCode value={made.url} size={184} bordered={false} aria-label={t('share.qr')} className="cu-share__qr" />
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={made.url} aria-label={t('share.copy')} data-testid="share-link" />
              <Button
                icon={<CopyOutlined />}
                aria-label={t('share.copy')}
                onClick={() =>
                  void navigator.clipboard?.writeText(made.url).then(() => message.success(t('share.copied')))
                }
              />
            </Space.Compact>
            <Typography.Text strong>{t('share.validUntil', { time: formatTime(made.expiresAt) })}</Typography.Text>
            <Typography.Text type="secondary">{t('share.linkHint')}</Typography.Text>
          </div>
        ) : (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ days: SHARE_DAYS_DEFAULT }}
            onFinish={(v) => share.mutate({ customerId, analyses: [...analyses], language, days: v.days })}
          >
            <NumberField name="days" label={t('share.days')} range={DAYS} required extra={t('share.daysHint')} />
            {share.isError && <Typography.Text type="danger">{share.error.message}</Typography.Text>}
          </Form>
        )}
      </Modal>
    </>
  );
}
