import type { TCustomer } from '@skin/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Her name, or a grey "No name" (a customer may be known by her member number only). */
export function CustomerName({ name }: { name: string | null }) {
  const { t } = useTranslation('customers');
  return name ? <span>{name}</span> : <Typography.Text type="secondary">{t('noName')}</Typography.Text>;
}

/** A phone as the server gives it (`86 138****0000` to users without `customer:contact`), with its `+`. */
export function PhoneText({ phone }: { phone: string | null }) {
  return phone ? <span className="su-nowrap">+{phone}</span> : <>—</>;
}

/** The latest consent's state: photos allowed, recorded without photos (or withdrawn), or none recorded. */
export function ConsentTag({ consent }: { consent: TCustomer['consent'] }) {
  const { t } = useTranslation('customers');
  if (!consent) return <Tag>{t('consent.none')}</Tag>;
  return consent.photos ? (
    <Tag color="success">{t('consent.photos')}</Tag>
  ) : (
    <Tag color="warning">{t('consent.noPhotos')}</Tag>
  );
}
