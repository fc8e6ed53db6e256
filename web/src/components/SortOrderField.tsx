import { NumberField } from './NumberField';

/**
 * The optional sort order of a content row (smaller first): a whole number from 0 to `max`, empty meaning
 * "at the end of the list" (the server picks the next number). The form's field is `sort`; a number out of the
 * range or not whole is refused with the rule, never clamped.
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
    <NumberField
      name="sort"
      label={label}
      extra={hint}
      range={{ min: 0, max }}
      input={{ placeholder, style: { width: 160 } }}
    />
  );
}

/** An emptied sort field reads as null (the server's "at the end" / "keep"); antd gives null or undefined. */
export const sortOrNull = (v: number | null | undefined) => (typeof v === 'number' ? v : null);
