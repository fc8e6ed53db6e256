import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, type FormInstance, Row } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { correctionsOf } from '../hooks/useUrlState';
import { useDevice } from '../layout/device';

/**
 * The filter form of a list screen: fields in a responsive grid, labels above them (a long label never
 * squeezes a field), Search and Reset on the line of the fields; on a phone only the first `compactCount`
 * fields show until "More filters" is opened. Reset clears every field and searches with no filter. A link's text
 * too long for its field (left out of the list by useUrlFilters) is shown in the field with the limit.
 */
export function FilterForm<V extends object>({
  form,
  name,
  value,
  onSearch,
  fields,
  compactCount = 2,
  texts,
}: {
  form: FormInstance<V>;
  name: string;
  value: V;
  onSearch: (value: V) => void;
  /** Form.Items, each with a key. */
  fields: ReactElement[];
  compactCount?: number;
  texts: { search: string; reset: string; more: string; less: string };
}) {
  const { t } = useTranslation('common');
  const device = useDevice();
  const [expanded, setExpanded] = useState(false);
  const shown = device === 'mobile' && !expanded ? fields.slice(0, compactCount) : fields;
  const location = useLocation();

  // A link's text longer than its field takes was left out of the list (useUrlFilters): shown in its field, with why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry's corrections, once.
  useEffect(() => {
    const names = fields.map((f) => (f.props as { name?: unknown }).name);
    const own = correctionsOf(location.state).filter((c) => c.reason === 'tooLong' && names.includes(c.path.at(-1)));
    if (own.length === 0) return;
    form.setFields(
      own.map((c) => ({
        name: c.path.at(-1) as never,
        value: c.raw as never,
        errors: [t('link.fieldTooLong', { max: c.max })],
      })),
    );
    if (own.some((c) => names.indexOf(c.path.at(-1)) >= compactCount)) setExpanded(true);
  }, [location.key]);
  // Back or Forward shows the fields of the entry it lands on. The screens give the form a new key when the URL's
  // filters change, but a search followed at once by Back can land on the entry the form was drawn for before the
  // search was ever drawn (the router draws navigations as transitions): nothing is drawn anew, and the typed text
  // would stay in a field the list does not use. Reset to what this drawing of the form was given.
  useEffect(() => {
    const onPop = () => form.resetFields();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [form]);
  const span = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  return (
    <Form
      form={form}
      className="su-filters"
      layout="vertical"
      initialValues={value}
      onFinish={(v) => onSearch(v)}
      name={name}
      aria-label={texts.search}
    >
      <Row gutter={16}>
        {shown.map((field) => (
          <Col key={field.key} {...span}>
            {field}
          </Col>
        ))}
        {/* The rest of the last line of fields, or a line of its own when that one is full: the buttons at its end
            (a column of a field's span would hold them a third of the way across, under the filters). */}
        <Col flex="auto" className="su-filters__end">
          {/* At the bottom of the line: level with the fields beside them, with no empty label on a line of its own. */}
          <Form.Item>
            <div className="su-filters__buttons">
              {device === 'mobile' && fields.length > compactCount && (
                <Button type="link" onClick={() => setExpanded((x) => !x)} aria-expanded={expanded}>
                  {expanded ? texts.less : texts.more}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
              <Button
                onClick={() => {
                  form.resetFields();
                  for (const key of Object.keys(form.getFieldsValue(true))) form.setFieldValue(key as never, undefined);
                  onSearch({} as V);
                }}
              >
                {texts.reset}
              </Button>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {texts.search}
              </Button>
            </div>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/**
 * A filter of days, from and to, either of them open: the field of a FilterForm (its Form.Item gives the value). On a
 * phone it opens the calendar instead of the keyboard.
 */
export function DaysFilter(props: Omit<RangePickerProps, 'allowEmpty' | 'style' | 'inputReadOnly'>) {
  const device = useDevice();
  return (
    <DatePicker.RangePicker
      {...props}
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
      inputReadOnly={device === 'mobile'}
    />
  );
}
