import { Form, type FormItemProps } from 'antd';

/**
 * A form field whose rule is shown as a hint under it until an error takes its place, so a broken rule is
 * never read twice (the hint and the same text as the error).
 */
export function HintedItem({ hint, name, ...props }: FormItemProps & { name: string; hint: string }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => <Form.Item name={name} extra={form.getFieldError(name).length ? undefined : hint} {...props} />}
    </Form.Item>
  );
}
