import {
  PLACEHOLDER_THING_NAME_MAX,
  PLACEHOLDER_THING_SORT_MAX,
  type TPlaceholderThing,
  type TPlaceholderThingAddRequest,
} from '@skin/contract';
import { Form, Input, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/format';
import { SortOrderField, sortOrNull } from '../../components/SortOrderField';

/**
 * A placeholder thing's fields on screen, in one place: the list's columns, the dialog's form items, and how a row
 * becomes the form's values and the values a request. A new field is a column, a form item and a line in each.
 */
export interface PlaceholderThingValues {
  name: string;
  sort?: number | null;
}

/** The form's fields by name: a refusal's `datas.fields` is shown under them (FormDialog). */
export const FORM_FIELDS = ['name', 'sort'];

export const valuesOf = (row: TPlaceholderThing): PlaceholderThingValues => ({ name: row.name, sort: row.sort });

export const requestOf = (v: PlaceholderThingValues): TPlaceholderThingAddRequest => ({
  name: v.name.trim(),
  sort: sortOrNull(v.sort),
});

/** The list's columns (the actions column is added by the page). */
export function usePlaceholderThingColumns(): TableColumnsType<TPlaceholderThing> {
  const { t } = useTranslation('placeholderThing');
  return [
    { title: t('name'), dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('sort'), dataIndex: 'sort', width: 100 },
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
  ];
}

/** The dialog's form items. */
export function PlaceholderThingFields() {
  const { t } = useTranslation('placeholderThing');
  return (
    <>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
      >
        <Input maxLength={PLACEHOLDER_THING_NAME_MAX} showCount autoComplete="off" />
      </Form.Item>
      <SortOrderField
        label={t('sort')}
        hint={t('sortHint')}
        placeholder={t('sortPlaceholder')}
        max={PLACEHOLDER_THING_SORT_MAX}
      />
    </>
  );
}
