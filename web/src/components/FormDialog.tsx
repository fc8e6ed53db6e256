import { Alert, Form, type FormInstance, Modal, type ModalProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from './form-errors';
import { SubmitOnEnter } from './SubmitOnEnter';

export interface FormDialogProps<V> {
  open: boolean;
  /** Identifies the record edited (its id; nothing when adding): a change while open starts a fresh form. */
  recordKey?: string | number;
  title: ReactNode;
  /** The form's values when it opens: read once per opening. */
  initialValues: Partial<V>;
  /** Saves; a rejection is placed on its field (`fieldOf`, `fields`) or shown above the form. Resolve to close. */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<unknown>;
  onClose: () => void;
  /** Server error codes that belong under one field. */
  fieldOf?: Record<number, string>;
  /** The form's field names (validation errors the server lists go under them). */
  fields?: readonly string[];
  /** The server's name of a field where it differs from the form's (`{ pwd: 'newPwd' }`). */
  fieldNames?: Record<string, string>;
  /** Above the form, e.g. an explanation. */
  notice?: ReactNode;
  name: string;
  okText?: ReactNode;
  /** An irreversible change (an erasure): the OK button is a danger button. */
  danger?: boolean;
  width?: number;
  /** A tall form scrolls inside the dialog. */
  scrollBody?: boolean;
  /** Once it has closed (and its closing motion ended), e.g. to give the focus back (`useFocusReturn`). */
  afterClose?: () => void;
  children: ReactNode;
}

/**
 * A dialog holding a form, for adding a row or editing one. Every opening mounts a new form (new antd form
 * store, fresh initial values, no error left over), so a dialog can never show or save the record it was
 * opened for before. Every dialog that edits a row goes through this; field components inside read the form
 * with `Form.useFormInstance()` / `Form.useWatch(name)`.
 */
export function FormDialog<V>(props: FormDialogProps<V>) {
  const { open, recordKey } = props;
  const [session, setSession] = useState({ n: open ? 1 : 0, open, recordKey });
  // Adjusting state while rendering (React's documented pattern): a new session on every opening or
  // whenever the record changes while open.
  if (session.open !== open || (open && session.recordKey !== recordKey)) {
    const reopened = open && (!session.open || session.recordKey !== recordKey);
    setSession({ n: reopened ? session.n + 1 : session.n, open, recordKey });
  }
  return <FormDialogSession<V> key={session.n} {...props} />;
}

function FormDialogSession<V>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  fieldOf = {},
  fields,
  fieldNames,
  notice,
  name,
  okText,
  danger,
  width = 560,
  scrollBody,
  afterClose,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  // The values of this opening, fixed at mount: a parent re-render cannot change them under the user.
  const [initial] = useState(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (values: V) => {
    setError(null);
    setPending(true);
    try {
      await onSubmit(values, form);
    } catch (err) {
      setError(placeServerError(form, err, fieldOf, fields, fieldNames));
      return;
    } finally {
      setPending(false);
    }
    onClose();
  };

  const modalProps: ModalProps = {
    open,
    title,
    okText: okText ?? t('ok'),
    okButtonProps: danger ? { danger: true } : undefined,
    cancelText: t('cancel'),
    onOk: () => form.submit(),
    onCancel: onClose,
    afterClose,
    confirmLoading: pending,
    destroyOnHidden: true,
    width,
    styles: scrollBody ? { body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingRight: 4 } } : undefined,
  };

  return (
    <Modal {...modalProps}>
      {notice}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<V>
        form={form}
        layout="vertical"
        name={name}
        initialValues={initial as Parameters<typeof Form<V>>[0]['initialValues']}
        onFinish={submit}
        scrollToFirstError
      >
        {children}
        <SubmitOnEnter />
      </Form>
    </Modal>
  );
}
