import { type AccessCode, ErrorCode, isValidPhone, type TStaff } from '@skin/contract';
import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddStaff, useUpdateStaff } from '../../../api/staff';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import NewPasswordFields from '../../../components/NewPasswordFields';
import { PhoneInput } from '../../../components/PhoneInput';
import { useFormRules } from '../../../components/rules';
import { currentLanguage } from '../../../i18n/language';
import { translate } from '../../../i18n/server-messages';
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
  [ErrorCode.ACCESS_NEEDS_VIEW.code]: 'access',
};
const FORM_FIELDS = ['userName', 'mobile', 'password', 'access'];

/** A phone with no number typed is no phone. */
const phoneOrNull = (v?: string) => (v?.split(' ')[1] ? v : null);

/** Add a staff account (name, optional phone, password, access codes) or edit one's access, status and phone. */
export function StaffForm({ open, staff, onClose }: { open: boolean; staff?: TStaff; onClose: () => void }) {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = useFeedback();
  const rules = useFormRules();
  const add = useAddStaff();
  const update = useUpdateStaff();
  const editing = Boolean(staff);

  return (
    <FormDialog<Values>
      open={open}
      recordKey={staff?.id}
      title={staff ? t('editTitle', { name: staff.userName }) : t('addTitle')}
      name={editing ? 'staff-edit' : 'staff-add'}
      width={640}
      scrollBody
      fieldOf={FIELD_OF}
      fields={FORM_FIELDS}
      notice={editing && <Alert type="info" showIcon title={t('signOutHint')} style={{ marginBottom: 16 }} />}
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
      onClose={onClose}
      onSubmit={async (values) => {
        const mobile = phoneOrNull(values.mobile);
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
        message.success(t(staff ? 'saved' : 'added', { name: staff?.userName ?? values.userName.trim() }));
      }}
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
      <Form.Item name="access" label={t('access')} extra={t('accessHint')}>
        <AccessPicker />
      </Form.Item>
    </FormDialog>
  );
}
