import { type TAppUser, VIEWER_RENEWAL_MAX_YEARS } from '@skin/contract';
import { Alert, Descriptions, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddOrder, useCloudInfo } from '../../../api/order';
import { fitsRange, NumberInput } from '../../../components/NumberField';
import { useMoney } from '../../../components/order/OrderTags';

/**
 * The viewer-end renewal: the chosen accounts, whole years (1-10), and quantity x unit price x years in the
 * store's currency; confirming creates the order and opens its payment.
 */
export function RenewViewersDialog({
  accounts,
  open,
  onClose,
}: {
  accounts: TAppUser[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const info = useCloudInfo(null, open);
  const add = useAddOrder();
  const money = useMoney();
  const [years, setYears] = useState<number | null>(1);
  const valid = years !== null && fitsRange(years, { min: 1, max: VIEWER_RENEWAL_MAX_YEARS });
  const price = info.data?.viewerPerAccount ?? 0;
  const currency = info.data?.currency ?? 'CNY';

  const confirm = async () => {
    if (!valid) return;
    const orderNo = await add
      .mutateAsync({ orderType: 1, userIds: accounts.map((a) => a.id), years })
      .catch(() => null);
    if (orderNo) navigate(`/payment?orderNo=${orderNo}`);
  };

  return (
    <Modal
      open={open}
      title={t('renew.title')}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('renew.confirm')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !valid || !info.data, loading: add.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('renew.intro')}</Typography.Paragraph>
      <div className="su-renew-accounts" data-testid="renew-accounts">
        {accounts.map((a) => (
          <Tag key={a.id}>{a.userName}</Tag>
        ))}
      </div>
      <div className="su-renew-years">
        <label htmlFor="renew-years">{t('renew.years')}</label>
        <NumberInput
          id="renew-years"
          value={years}
          onChange={(v) => setYears(v)}
          status={valid ? undefined : 'error'}
        />
        {!valid && <Typography.Text type="danger">{t('renew.yearsRule')}</Typography.Text>}
      </div>
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : info.isError ? (
        <Alert type="error" showIcon title={info.error.message} />
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'unit', label: t('fields.unitPrice'), children: `${money(price, currency)} ${t('renew.perYear')}` },
            {
              key: 'formula',
              label: t('fields.subtotal'),
              children: t('renew.formula', {
                count: accounts.length,
                price: money(price, currency),
                years: t(years === 1 ? 'year' : 'years', { count: years ?? 0 }),
              }),
            },
            {
              key: 'total',
              label: t('renew.total'),
              children: (
                <Typography.Text strong data-testid="renew-total">
                  {valid ? money(accounts.length * price * years, currency) : '—'}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
