import type { TCustomerShopsResponse } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useCustomerShops } from '../../../api/customer';
import { StoreCounts } from '../../../components/StoreCounts';

/**
 * The platform operator's view: how many customers each store has, how many came back and how many allow photos,
 * by store name. Never a name, phone or photo: those are the stores' own (DESIGN.md 13).
 */
export function CustomerShops() {
  const { t } = useTranslation('customers');
  return (
    <StoreCounts<TCustomerShopsResponse['list'][number]>
      area="customers"
      useList={useCustomerShops}
      counts={[
        { title: t('platform.customers'), dataIndex: 'customers', align: 'right' },
        { title: t('platform.returning'), dataIndex: 'returning', align: 'right' },
        { title: t('platform.photoConsent'), dataIndex: 'photoConsent', align: 'right' },
      ]}
    />
  );
}
