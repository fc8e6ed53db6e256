import { type AccessCode, ErrorCode, isValidPhone, type TStaff, translate } from '@skin/contract';
import { Alert, App, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddStaff, useUpdateStaff } from '../../../api/staff';
import { placeServerError } from '../../../components/form-errors';
import NewPasswordFields from '../../../components/NewPasswordFields';
import { PhoneInput } from '../../../components/PhoneInput';
import { useFormRules } from '../../../components/rules';
import { currentLanguage } from '../../../i18n/language';
import { AccessPicker } from './AccessPicker';

interface Values {
  userName: string;
  mobile?: string;
  password?: string;
  rePass?: string;
  enabled: boolean;
  access: AccessCode[];
}

const FIELD_OF: Record<number, keyof Values> = {
  [ErrorCode.STAFF_USERNAME_TAKEN.code]: 'userName',
  [ErrorCode.USERNAME_TAKEN.code]: 'userName',
  [ErrorCode.PHONE_TAKEN.code]: 'mobile',
};
const FORM_FIELDS = ['userName', 'mobile', 'password', 'access'];

/** A phone with no number typed is no phone. */
const phoneOrNull = (v?: string) => (v?.split(' ')[1] ? v : null);

/** Add a staff account (name, optional phone, password, access codes) or edit one's access, status and phone. */
export function StaffForm({ open, staff, onClose }: { open: boolean; staff?: TStaff; onClose: () => void }) {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const add = useAddStaff();
  const update = useUpdateStaff();
  const [error, setError] = useState<string | null>(null);
  const editing = Boolean(staff);

  const submit = async (values: Values) => {
    setError(null);
    const mobile = phoneOrNull(values.mobile);
    try {
      if (staff) {
        await update.mutateAsync({
          id: staff.id,
          body: { access: values.access, status: values.enabled ? 1 : 0, mobile },
        });
      } else {
        await add.mutateAsync({
          userName: values.userName.trim(),
          mobile,
          password: values.password ?? '',
          access: values.access,
        });
      }
    } catch (err) {
      setError(placeServerError(form, err, FIELD_OF, FORM_FIELDS));
      return;
    }
    message.success(t(staff ? 'saved' : 'added', { name: staff?.userName ?? values.userName.trim() }));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={editing ? t('editTitle', { name: staff?.userName }) : t('addTitle')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      width={640}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingRight: 4 } }}
    >
      {editing && <Alert type="info" showIcon title={t('signOutHint')} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name={editing ? 'staff-edit' : 'staff-add'}
        onFinish={submit}
        initialValues={
          staff
            ? {
                userName: staff.userName,
                mobile: staff.mobile ?? '86 ',
                enabled: staff.status === 1,
                access: staff.access,
              }
            : { mobile: '86 ', enabled: true, access: [] }
        }
        scrollToFirstError
      >
        <Form.Item name="userName" label={t('userName')} rules={editing ? [] : rules.username} validateFirst>
          <Input autoComplete="off" maxLength={16} disabled={editing} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('mobile')}
          extra={t('mobileHint')}
          rules={[
            {
              validator(_, value?: string) {
                if (!phoneOrNull(value) || isValidPhone(value!)) return Promise.resolve();
                return Promise.reject(new Error(translate(currentLanguage(), 'phoneInvalid')));
              },
            },
          ]}
        >
          <PhoneInput />
        </Form.Item>
        {!editing && (
          <NewPasswordFields
            name="password"
            label={t('newPassword')}
            requiredMessage={t('passwordRequired')}
            repeatLabel={t('rePass')}
            repeatRequiredMessage={t('rePassRequired')}
            validateFirst
          />
        )}
        {editing && (
          <Form.Item name="enabled" label={t('status')} valuePropName="checked">
            <Switch checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
          </Form.Item>
        )}
        <Form.Item name="access" label={t('access')}>
          <AccessPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
