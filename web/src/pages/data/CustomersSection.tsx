import { type DataLabels, improvedShare, type TDataCustomers } from '@skin/contract';
import { Alert, Card, Col, Empty, Row, Table, Typography } from 'antd';
import { formatTime, useNumberFormats } from '../../components/format';

type Improved = TDataCustomers['improved'][number];

/**
 * "Improved since first visit": per symptom found at the first visit in the range of a customer who came twice or
 * more, the share whose degree was lower at her latest visit (of those where it was found again), and how many no
 * longer showed it (docs/decisions.md "Customer figures"). Counts only, for a store and for every store.
 */
export function CustomersSection({ c, l, symptom }: { c: TDataCustomers; l: DataLabels; symptom: string }) {
  const { number: n, percent } = useNumberFormats();
  const k = l.customers;
  return (
    <section className="sc-data-customers" aria-labelledby="sc-data-customers-title" data-testid="data-customers">
      <Typography.Title level={5} id="sc-data-customers-title" className="sc-data-section-title">
        {k.section}
      </Typography.Title>
      <CountNote c={c} l={l} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={k.improved} className="sc-data-chart">
            <Table<Improved>
              size="small"
              rowKey="symptomKey"
              pagination={false}
              dataSource={c.improved}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={k.none} /> }}
              columns={[
                { title: symptom, dataIndex: 'symptomKey', render: (key: string, r) => r.name ?? key },
                {
                  title: k.share,
                  key: 'share',
                  align: 'right',
                  render: (_, r) => {
                    const share = improvedShare(r);
                    return (
                      <span data-testid={`improved-${r.symptomKey}`}>
                        {share === null ? '—' : percent(share, 0)}{' '}
                        <Typography.Text type="secondary" className="sc-data-improved__of">
                          {n(r.improved)} / {n(r.compared)}
                        </Typography.Text>
                      </span>
                    );
                  },
                },
                { title: k.cleared, dataIndex: 'cleared', align: 'right', render: (v: number) => n(v) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}

/**
 * Every store's distinct visitors and outcomes come from a background count (docs/decisions.md): when it ended, and
 * how far the one under way has gone. A store's are counted as it asks: nothing to say.
 */
function CountNote({ c, l }: { c: TDataCustomers; l: DataLabels }) {
  const { number: n } = useNumberFormats();
  const k = l.customers;
  if (!c.counting && !c.countedAt) return null;
  const parts = [
    c.counting && `${k.counting}: ${n(c.counting.done)} / ${n(c.counting.total)}`,
    c.countedAt && `${k.countedAt}: ${formatTime(c.countedAt)}`,
  ].filter(Boolean);
  return (
    <Alert
      type={c.counting ? 'info' : 'success'}
      showIcon
      className="sc-data-customers__count"
      data-testid="data-customers-count"
      role="status"
      message={parts.join(' · ')}
    />
  );
}
