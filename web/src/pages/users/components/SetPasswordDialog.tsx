import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import NewPasswordFields from '../../../components/NewPasswordFields';

interface Values {
  pwd: string;
  rePass: string;
}

interface Props {
  open: boolean;
  /** The id of the account whose password is set: another account gets a fresh, empty form. */
  recordKey?: string | number;
  title: string;
  hint?: string;
  okText: string;
  /** Resolves when the password is set; a rejection is shown on the form. */
  onSubmit: (pwd: string) => Promise<unknown>;
  onClose: () => void;
}

/** A new password (new rule) and its repeat, set by the store for an app account or a staff account. */
export function SetPasswordDialog({ open, recordKey, title, hint, okText, onSubmit, onClose }: Props) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <FormDialog<Values>
      open={open}
      recordKey={recordKey}
      title={title}
      okText={okText}
      name="set-password"
      width={480}
      initialValues={{}}
      fields={['pwd']}
      notice={hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 16 }} />}
      onClose={onClose}
      onSubmit={({ pwd }) => onSubmit(pwd)}
    >
      <NewPasswordFields
        name="pwd"
        label={t('fields.password')}
        requiredMessage={t('form.passwordRequired')}
        repeatLabel={t('fields.rePass')}
        repeatRequiredMessage={t('form.rePassRequired')}
        validateFirst
      />
    </FormDialog>
  );
}
