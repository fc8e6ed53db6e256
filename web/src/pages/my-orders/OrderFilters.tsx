import { PAY_METHODS, type TOrderFilter } from '@skin/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/FilterForm';
import { PAY_STATUS_KEY, STATUS_KEY, TYPE_KEY } from '../../components/order/OrderTags';

/** The filter form's values (the order time as two days where the user is). */
export interface OrderFilterValues {
  orderNo?: string;
  userNameFull?: string;
  orderType?: 1 | 2 | null;
  orderStatus?: 1 | 2 | 3 | 4 | 5 | null;
  payStatus?: 0 | 1 | 2 | 3 | null;
  payMethod?: (typeof PAY_METHODS)[number] | null;
  created?: [Dayjs | null, Dayjs | null] | null;
}

export function toOrderFilter(f: OrderFilterValues): TOrderFilter {
  const [from, to] = f.created ?? [null, null];
  return {
    orderNo: f.orderNo?.trim() || null,
    userNameFull: f.userNameFull?.trim() || null,
    orderType: f.orderType ?? null,
    orderStatus: f.orderStatus ?? null,
    payStatus: f.payStatus ?? null,
    payMethod: f.payMethod ?? null,
    createdFrom: from ? from.startOf('day').format() : null,
    createdTo: to ? to.endOf('day').format() : null,
  };
}

export const hasOrderFilters = (f: OrderFilterValues) =>
  Object.values(f).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.some(Boolean)));

/**
 * Filters of the order list: number, user, type, order status, payment status, method, order time. On a phone
 * only the number and status show until "More filters" is opened.
 */
export function OrderFilters({
  value,
  onSearch,
}: {
  value: OrderFilterValues;
  onSearch: (v: OrderFilterValues) => void;
}) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<OrderFilterValues>();
  const all = t('list.filterAll');
  const options = <K extends string | number>(keys: readonly K[], label: (k: K) => string) =>
    keys.map((k) => ({ value: k, label: label(k) }));

  const fields = [
    <Form.Item key="orderNo" name="orderNo" label={t('fields.orderNo')}>
      <Input allowClear placeholder={t('list.orderNoPlaceholder')} maxLength={40} />
    </Form.Item>,
    <Form.Item key="orderStatus" name="orderStatus" label={t('fields.orderStatus')}>
      <Select
        allowClear
        placeholder={all}
        options={options([1, 2, 3, 4, 5] as const, (k) => t(`status.${STATUS_KEY[k]}`))}
      />
    </Form.Item>,
    <Form.Item key="userNameFull" name="userNameFull" label={t('fields.userName')}>
      <Input allowClear placeholder={t('list.userNamePlaceholder')} maxLength={32} />
    </Form.Item>,
    <Form.Item key="orderType" name="orderType" label={t('fields.orderType')}>
      <Select allowClear placeholder={all} options={options([2, 1] as const, (k) => t(`type.${TYPE_KEY[k]}`))} />
    </Form.Item>,
    <Form.Item key="payStatus" name="payStatus" label={t('fields.payStatus')}>
      <Select
        allowClear
        placeholder={all}
        options={options([0, 1, 2, 3] as const, (k) => t(`payStatus.${PAY_STATUS_KEY[k]}`))}
      />
    </Form.Item>,
    <Form.Item key="payMethod" name="payMethod" label={t('fields.payMethod')}>
      <Select allowClear placeholder={all} options={options(PAY_METHODS, (k) => t(`method.${k}`))} />
    </Form.Item>,
    <Form.Item key="created" name="created" label={t('fields.time')}>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('list.from'), t('list.to')]}
        style={{ width: '100%' }}
      />
    </Form.Item>,
  ];
  return (
    <FilterForm
      form={form}
      name="order-filters"
      value={value}
      onSearch={onSearch}
      fields={fields}
      texts={{ search: t('list.search'), reset: t('list.reset'), more: t('list.more'), less: t('list.less') }}
    />
  );
}
