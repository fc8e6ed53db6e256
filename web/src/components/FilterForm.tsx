import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Row } from 'antd';
import { type ReactElement, useState } from 'react';
import { useDevice } from '../layout/device';

/**
 * The filter form of a list screen: fields in a responsive grid, labels above them (a long label never
 * squeezes a field), Search and Reset on the line of the fields; on a phone only the first `compactCount`
 * fields show until "More filters" is opened. Reset clears every field and searches with no filter.
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
  const device = useDevice();
  const [expanded, setExpanded] = useState(false);
  const shown = device === 'mobile' && !expanded ? fields.slice(0, compactCount) : fields;
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
        <Col {...span} flex="auto">
          {/* An empty label keeps the buttons on the line of the fields beside them. */}
          <Form.Item label={device === 'mobile' ? undefined : '\u00a0'} colon={false}>
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
