import {
  CUSTOMER_BIRTH_YEAR_MIN,
  CUSTOMER_GENDERS,
  CUSTOMER_NAME_MAX,
  CUSTOMER_NOTE_MAX,
  type TCustomerDetail,
  type TCustomerUpdateRequest,
} from '@skin/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomer } from '../../../api/customer';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { NumberField } from '../../../components/NumberField';
import { PhoneInput } from '../../../components/PhoneInput';

interface Values {
  name?: string | null;
  phone?: string | null;
  gender?: TCustomerUpdateRequest['gender'];
  birthYear?: number | null;
  note?: string | null;
}
const FIELDS = ['name', 'phone', 'gender', 'birthYear', 'note'] as const;
/** The refusals that belong under a field: a phone another customer of the store has. */
const FIELD_OF = { 800121: 'phone' };

/** A phone field left at its dial code alone (`86 `) is no phone. */
const phoneOrNull = (v: string | null | undefined) => (v?.trim().includes(' ') ? v.trim() : null);

/**
 * What the form changed, and only that: a field left as it was is left out (the server keeps it), an emptied one is
 * null (cleared). A phone shown masked is never sent back.
 */
export function changedFields(before: TCustomerDetail, values: Values, phoneShown: boolean): TCustomerUpdateRequest {
  const body: TCustomerUpdateRequest = {};
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  if (text(values.name) !== before.name) body.name = text(values.name);
  if (phoneShown && phoneOrNull(values.phone) !== before.phone) body.phone = phoneOrNull(values.phone);
  if ((values.gender ?? null) !== before.gender) body.gender = values.gender ?? null;
  if ((values.birthYear ?? null) !== before.birthYear) body.birthYear = values.birthYear ?? null;
  if (text(values.note) !== before.note) body.note = text(values.note);
  return body;
}

/**
 * Edits a customer's profile: name, phone, gender, birth year and note. The server checks each field and its
 * messages come back under them (a phone another customer has, too). A user who sees phones masked (no
 * `customer:contact`) sees the phone field read-only: a number she cannot read is not hers to retype.
 */
export function ProfileDialog({
  customer,
  open,
  phoneShown,
  onClose,
}: {
  customer: TCustomerDetail;
  open: boolean;
  phoneShown: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const { message } = useFeedback();
  const update = useUpdateCustomer();
  const title = customer.name ?? customer.code;
  return (
    <FormDialog<Values>
      open={open}
      recordKey={customer.id}
      title={t('detail.editTitle', { name: title })}
      name="customer-profile"
      initialValues={{
        name: customer.name,
        phone: customer.phone ?? '86 ',
        gender: customer.gender,
        birthYear: customer.birthYear,
        note: customer.note,
      }}
      fields={FIELDS}
      fieldOf={FIELD_OF}
      scrollBody
      onClose={onClose}
      onSubmit={async (values) => {
        const body = changedFields(customer, values, phoneShown);
        const saved = Object.keys(body).length ? await update.mutateAsync({ id: customer.id, body }) : customer;
        message.success(t('detail.saved', { name: saved.name ?? saved.code }));
      }}
    >
      <Form.Item name="name" label={t('fields.name')}>
        <Input maxLength={CUSTOMER_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} extra={phoneShown ? undefined : t('masked')}>
        {phoneShown ? <PhoneInput /> : <Input disabled />}
      </Form.Item>
      <Form.Item name="gender" label={t('fields.gender')}>
        <Select allowClear options={CUSTOMER_GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
      </Form.Item>
      <NumberField
        name="birthYear"
        label={t('fields.birthYear')}
        range={{ min: CUSTOMER_BIRTH_YEAR_MIN, max: new Date().getFullYear() }}
      />
      <Form.Item name="note" label={t('fields.note')}>
        <Input.TextArea maxLength={CUSTOMER_NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
