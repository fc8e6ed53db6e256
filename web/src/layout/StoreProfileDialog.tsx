import { storeTimeZones, type TShopInfo } from '@skin/contract';
import { Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useSetShopTimeZone } from '../api/shop';
import { useFeedback } from '../app/useFeedback';
import { FormDialog } from '../components/FormDialog';
import { useT } from '../i18n/areas';

interface Values {
  timeZone: string;
}

/**
 * The store's profile (issue 43): its name, and the time zone its figures are kept in (its local days and months
 * in the data centre). The store owner changes the zone; staff read it.
 */
export function StoreProfileDialog({
  shop,
  canEdit,
  open,
  onClose,
  afterClose,
}: {
  shop: TShopInfo;
  canEdit: boolean;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}) {
  const { t } = useT();
  const { message } = useFeedback();
  const save = useSetShopTimeZone();
  const options = useMemo(() => [...storeTimeZones()].map((z) => ({ value: z, label: z })), []);

  return (
    <FormDialog<Values>
      open={open}
      title={t('layout:profile.title')}
      okText={canEdit ? t('layout:profile.save') : t('layout:profile.close')}
      name="store-profile"
      width={480}
      initialValues={{ timeZone: shop.timeZone }}
      fields={['timeZone']}
      onClose={onClose}
      afterClose={afterClose}
      onSubmit={async (values) => {
        if (!canEdit || values.timeZone === shop.timeZone) return;
        await save.mutateAsync({ timeZone: values.timeZone });
        message.success(t('layout:profile.saved', { zone: values.timeZone }), 4);
      }}
    >
      <Form.Item label={t('layout:profile.shopName')} htmlFor="store-profile-name">
        <Input id="store-profile-name" value={shop.shopName} readOnly />
      </Form.Item>
      <Form.Item
        name="timeZone"
        label={t('layout:profile.timeZone')}
        extra={
          <Typography.Text type="secondary">
            {canEdit ? t('layout:profile.timeZoneHelp') : t('layout:profile.ownerOnly')}
          </Typography.Text>
        }
        rules={[{ required: true, message: t('layout:profile.required') }]}
      >
        <Select
          showSearch
          options={options}
          disabled={!canEdit}
          data-testid="store-time-zone"
          aria-label={t('layout:profile.timeZone')}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
    </FormDialog>
  );
}
