import type { TAppUserQueryRequest } from '@skin/contract';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceOptions } from '../../../api/shopDevice';
import { DaysFilter, FilterForm } from '../../../components/FilterForm';

/** The filter form's values; `state` folds status and closed into one choice. */
export interface AccountFilterValues {
  userType?: 1 | 2 | null;
  userName?: string;
  mobile?: string;
  state?: 'enabled' | 'disabled' | 'closed' | null;
  deviceNo?: string | null;
  expire?: [Dayjs | null, Dayjs | null] | null;
  permanent?: 'yes' | 'no' | null;
}

/** The query body of the filters. Expiry days are whole days where the user is. */
export function toAccountQuery(f: AccountFilterValues): TAppUserQueryRequest {
  const [from, to] = f.expire ?? [null, null];
  return {
    userType: f.userType ?? null,
    userName: f.userName?.trim() || null,
    mobile: f.mobile?.trim() || null,
    status: f.state === 'enabled' ? 1 : f.state === 'disabled' ? 0 : null,
    closed: f.state === 'closed' ? true : f.state ? false : null,
    deviceNo: f.deviceNo || null,
    expireFrom: from ? from.startOf('day').format() : null,
    expireTo: to ? to.endOf('day').format() : null,
    permanent: f.permanent === 'yes' ? true : f.permanent === 'no' ? false : null,
  };
}

export const hasFilters = (f: AccountFilterValues) =>
  Object.values(f).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.some(Boolean)));

interface Props {
  value: AccountFilterValues;
  onSearch: (value: AccountFilterValues) => void;
  /** The store whose devices the device filter offers (platform); default: my store. */
  shopId?: number | null;
}

/**
 * Filters of the account list: type, name, phone, status, device, expiry range, permanent. On a phone only the
 * name and phone show until "More filters" is opened; each field then takes the whole width.
 */
export function AccountFilters({ value, onSearch, shopId }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<AccountFilterValues>();
  // The store's devices are asked for when the device choice is first opened or focused, not on every visit to
  // the list: a chosen device shows by its number, which is its label too. Their arrival re-rendered the whole
  // filter form while the list was first drawn.
  const [devicesWanted, setDevicesWanted] = useState(false);
  const devices = useDeviceOptions(shopId, devicesWanted);
  const wantDevices = () => setDevicesWanted(true);

  const fields = [
    <Form.Item key="userName" name="userName" label={t('fields.userName')}>
      <Input allowClear placeholder={t('filter.userName')} maxLength={32} />
    </Form.Item>,
    <Form.Item key="mobile" name="mobile" label={t('fields.mobile')}>
      <Input allowClear placeholder={t('filter.mobile')} maxLength={24} inputMode="numeric" />
    </Form.Item>,
    <Form.Item key="userType" name="userType" label={t('fields.userType')}>
      <Select
        allowClear
        placeholder={t('filter.all')}
        options={[
          { value: 1, label: t('type.working') },
          { value: 2, label: t('type.viewer') },
        ]}
      />
    </Form.Item>,
    <Form.Item key="state" name="state" label={t('fields.status')}>
      <Select
        allowClear
        placeholder={t('filter.all')}
        options={[
          { value: 'enabled', label: t('status.enabled') },
          { value: 'disabled', label: t('status.disabled') },
          { value: 'closed', label: t('status.closed') },
        ]}
      />
    </Form.Item>,
    <Form.Item key="deviceNo" name="deviceNo" label={t('fields.deviceNo')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('filter.all')}
        loading={devicesWanted && devices.isPending}
        onFocus={wantDevices}
        onOpenChange={(open) => open && wantDevices()}
        options={(devices.data ?? []).map((d) => ({ value: d.deviceNo, label: d.deviceNo }))}
      />
    </Form.Item>,
    <Form.Item key="permanent" name="permanent" label={t('fields.permanent')}>
      <Select
        allowClear
        placeholder={t('filter.all')}
        options={[
          { value: 'yes', label: t('filter.permanentOnly') },
          { value: 'no', label: t('filter.expiringOnly') },
        ]}
      />
    </Form.Item>,
    <Form.Item key="expire" name="expire" label={t('fields.expireTime')}>
      <DaysFilter placeholder={[t('filter.from'), t('filter.to')]} />
    </Form.Item>,
  ];
  return (
    <FilterForm
      form={form}
      name="account-filters"
      value={value}
      onSearch={onSearch}
      fields={fields}
      texts={{ search: t('filter.search'), reset: t('filter.reset'), more: t('filter.more'), less: t('filter.less') }}
    />
  );
}
