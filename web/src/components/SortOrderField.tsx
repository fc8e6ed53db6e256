import { Form, InputNumber } from 'antd';

/**
 * The optional sort order of a content row (smaller first): a whole number from 0 to `max`, empty meaning
 * "at the end of the list" (the server picks the next number). The form's field is `sort`.
 */
export function SortOrderField({
  label,
  hint,
  placeholder,
  max,
}: {
  label: string;
  hint: string;
  placeholder: string;
  max: number;
}) {
  return (
    <Form.Item name="sort" label={label} extra={hint}>
      <InputNumber min={0} max={max} precision={0} step={1} placeholder={placeholder} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** An emptied sort field reads as null (the server's "at the end" / "keep"); antd gives null or undefined. */
export const sortOrNull = (v: number | null | undefined) => (typeof v === 'number' ? v : null);
