import type { TCustomerDetail } from '@skin/contract';
import { ErrorCode } from '@skin/contract';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEraseCustomer } from '../../../api/customer';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';

/**
 * Erasing a customer (`customer:erase`): what goes and what stays, and her member number typed to confirm (the
 * server checks it again). Irreversible, so the OK button is a danger button and stays refused until it matches.
 */
export function EraseDialog({
  customer,
  label,
  open,
  onClose,
}: {
  customer: TCustomerDetail;
  label: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const erase = useEraseCustomer();
  const { message } = useFeedback();
  return (
    <FormDialog<{ code: string }>
      open={open}
      recordKey={customer.id}
      name="customer-erase"
      title={t('rights.eraseTitle', { name: label })}
      okText={t('rights.eraseOk')}
      danger
      initialValues={{ code: '' }}
      fields={['code']}
      fieldOf={{ [ErrorCode.CUSTOMER_ERASE_CONFIRM.code]: 'code' }}
      notice={<Typography.Paragraph>{t('rights.eraseContent')}</Typography.Paragraph>}
      onClose={onClose}
      onSubmit={async ({ code }) => {
        await erase.mutateAsync({ id: customer.id, code: code.trim() });
        message.success(t('rights.erased', { name: label }));
      }}
    >
      <Form.Item
        name="code"
        label={t('rights.eraseType', { code: customer.code })}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              (v ?? '').trim() === customer.code
                ? Promise.resolve()
                : Promise.reject(new Error(t('rights.eraseMismatch'))),
          },
        ]}
      >
        <Input autoComplete="off" data-testid="erase-code" />
      </Form.Item>
    </FormDialog>
  );
}
