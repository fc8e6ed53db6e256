import { ErrorCode, type TAppUser, type TAppUserUpdateRequest } from '@skin/contract';
import { DatePicker, Form, Input, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDeviceOptions } from '../../../api/shopDevice';
import { useAddAppUser, useUpdateAppUser } from '../../../api/users';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import NewPasswordFields from '../../../components/NewPasswordFields';
import { PhoneInput } from '../../../components/PhoneInput';
import { useFormRules } from '../../../components/rules';
import { useDevice } from '../../../layout/device';

interface Values {
  userType: 1 | 2;
  userName: string;
  mobile: string;
  password?: string;
  rePass?: string;
  address?: string;
  deviceNo?: string | null;
  permanent: boolean;
  expireTime?: Dayjs | null;
}

/** Server codes that belong under one field of this form. */
const FIELD_OF: Record<number, keyof Values> = {
  [ErrorCode.APP_USERNAME_TAKEN.code]: 'userName',
  [ErrorCode.APP_PHONE_TAKEN.code]: 'mobile',
  [ErrorCode.DEVICE_NOT_FOUND.code]: 'deviceNo',
};
const FORM_FIELDS = ['userType', 'userName', 'mobile', 'password', 'address', 'deviceNo', 'permanent', 'expireTime'];

/** The body of add and edit: an expiry is the end of the chosen day where the user is, none when permanent. */
export function toAccountBody(v: Values): TAppUserUpdateRequest {
  return {
    userType: v.userType,
    userName: v.userName.trim(),
    mobile: v.mobile,
    address: v.address?.trim() ?? '',
    deviceNo: v.deviceNo || null,
    permanent: v.permanent,
    expireTime: v.permanent || !v.expireTime ? null : v.expireTime.endOf('day').format(),
  };
}

/**
 * Add an app account, or edit one (`account` given): user type, user name, phone (dial code and number),
 * password and its repeat (add only), address, device, permanent or an expiration date (not in the past).
 */
export function AppUserForm({ open, account, onClose }: { open: boolean; account?: TAppUser; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = useFeedback();
  const add = useAddAppUser();
  const update = useUpdateAppUser();

  const initialValues: Partial<Values> = account
    ? {
        userType: account.userType,
        userName: account.userName,
        mobile: account.mobile ?? '86 ',
        address: account.address,
        deviceNo: account.deviceNo,
        permanent: account.permanent,
        expireTime: account.expireTime ? dayjs(account.expireTime) : null,
      }
    : { userType: undefined, mobile: '86 ', permanent: false };

  return (
    <FormDialog<Values>
      open={open}
      recordKey={account?.id}
      title={account ? t('form.editTitle', { name: account.userName }) : t('form.addTitle')}
      name={account ? 'app-user-edit' : 'app-user-add'}
      initialValues={initialValues}
      fieldOf={FIELD_OF}
      fields={FORM_FIELDS}
      scrollBody
      onClose={onClose}
      onSubmit={async (values) => {
        const body = toAccountBody(values);
        if (account) await update.mutateAsync({ id: account.id, body });
        else await add.mutateAsync({ ...body, password: values.password ?? '' });
        message.success(t(account ? 'form.saved' : 'form.added', { name: body.userName }));
      }}
    >
      <AppUserFields account={account} open={open} />
    </FormDialog>
  );
}

function AppUserFields({ account, open }: { account?: TAppUser; open: boolean }) {
  const { t } = useTranslation(['users', 'common']);
  const rules = useFormRules();
  const devices = useDeviceOptions(null, open);
  const editing = Boolean(account);
  const permanent = Form.useWatch<boolean | undefined>('permanent');
  // No on-screen keyboard for the date on a phone: the calendar is easier to use there.
  const device = useDevice();
  const today = dayjs().startOf('day');
  // An expiry already past (editing an expired account) may stay; any new date is today or later.
  const kept = account?.expireTime ? dayjs(account.expireTime) : null;

  const deviceOptions = (devices.data ?? []).map((d) => ({
    value: d.deviceNo,
    label: `${d.deviceNo} · ${d.deviceName}`,
  }));
  // An account may still point at a device the list no longer has; show its number rather than nothing.
  if (account?.deviceNo && !deviceOptions.some((o) => o.value === account.deviceNo)) {
    deviceOptions.unshift({ value: account.deviceNo, label: account.deviceNo });
  }

  return (
    <>
      <Form.Item
        name="userType"
        label={t('fields.userType')}
        rules={[{ required: true, message: t('form.userTypeRequired') }]}
      >
        <Radio.Group
          options={[
            { value: 1, label: t('type.working') },
            { value: 2, label: t('type.viewer') },
          ]}
        />
      </Form.Item>
      <Form.Item name="userName" label={t('fields.userName')} rules={rules.username} validateFirst>
        <Input autoComplete="off" maxLength={16} />
      </Form.Item>
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.phone} required>
        <PhoneInput />
      </Form.Item>
      {!editing && (
        <NewPasswordFields
          name="password"
          label={t('fields.password')}
          requiredMessage={t('form.passwordRequired')}
          repeatLabel={t('fields.rePass')}
          repeatRequiredMessage={t('form.rePassRequired')}
          validateFirst
        />
      )}
      <Form.Item name="address" label={t('fields.address')}>
        <Input maxLength={200} placeholder={t('form.addressPlaceholder')} />
      </Form.Item>
      <Form.Item name="deviceNo" label={t('fields.deviceNo')} extra={t('form.deviceHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={devices.isPending}
          options={deviceOptions}
          placeholder={t('form.devicePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="permanent" label={t('fields.permanent')} valuePropName="checked" extra={t('form.permanentHint')}>
        <Switch />
      </Form.Item>
      <Form.Item
        name="expireTime"
        label={t('fields.expireTime')}
        dependencies={['permanent']}
        hidden={permanent}
        rules={[
          ({ getFieldValue }) => ({
            validator(_, value: Dayjs | null | undefined) {
              if (getFieldValue('permanent')) return Promise.resolve();
              if (!value) return Promise.reject(new Error(t('form.expireRequired')));
              if (value.isBefore(today, 'day') && !(kept && value.isSame(kept, 'day')))
                return Promise.reject(new Error(t('form.expireInPast')));
              return Promise.resolve();
            },
          }),
        ]}
        required={!permanent}
      >
        <DatePicker
          style={{ width: '100%' }}
          inputReadOnly={device === 'mobile'}
          disabledDate={(d) => d.isBefore(today, 'day')}
        />
      </Form.Item>
    </>
  );
}
