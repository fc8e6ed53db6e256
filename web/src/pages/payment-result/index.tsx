import { LoadingOutlined } from '@ant-design/icons';
import { isOpenOrder } from '@skin/contract';
import { Button, List, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useCaptureOrder, useOrder } from '../../api/order';
import { formatDate } from '../../components/format';
import { useMoney, useOrderLine } from '../../components/order/OrderTags';
import '../../components/order/payment.css';

/** How long the page keeps asking before it says there is no answer yet. */
const PATIENCE_MS = 120_000;
const POLL_MS = 2000;

/**
 * /payment/result?orderNo=: where a checkout sends the payer back. It asks the provider once (captureOrder: the
 * return itself proves nothing), then polls the order until it is final or two minutes pass, and says what
 * happened and what to do next. `cancelled=1` (the payer gave up at the checkout) says so at once.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const gaveUp = params.get('cancelled') === '1';
  const capture = useCaptureOrder();
  const asked = useRef(false);
  const [started, setStarted] = useState(() => Date.now());
  const [patient, setPatient] = useState(true);
  const order = useOrder(orderNo, {
    refetchInterval: (q) => {
      const o = q.state.data;
      return patient && !gaveUp && (!o || isOpenOrder(o.orderStatus)) ? POLL_MS : false;
    },
  });
  const money = useMoney();
  const line = useOrderLine();

  useEffect(() => {
    if (!orderNo || asked.current) return;
    asked.current = true;
    capture.mutate(orderNo);
  }, [orderNo, capture]);
  useEffect(() => {
    if (!patient) return;
    const id = setTimeout(() => setPatient(false), Math.max(0, started + PATIENCE_MS - Date.now()));
    return () => clearTimeout(id);
  }, [patient, started]);

  const backToOrders = <Button onClick={() => navigate('/my-orders')}>{t('payment.backToOrders')}</Button>;
  if (!orderNo || (order.isError && order.error instanceof ApiError && [400, 404].includes(order.error.status))) {
    return (
      <Result status="404" title={t('payment.missing')} subTitle={t('payment.missingHint')} extra={backToOrders} />
    );
  }
  if (order.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (order.isError) {
    return (
      <Result
        status="warning"
        title={order.error.message}
        extra={<Button onClick={() => void order.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const o = order.data;
  const viewOrder = (
    <Button key="view" onClick={() => navigate(`/my-orders?orderNo=${o.orderNo}`)}>
      {t('result.viewOrder')}
    </Button>
  );
  const toCloud = (
    <Button key="cloud" onClick={() => navigate('/cloud')}>
      {t('result.backToCloud')}
    </Button>
  );
  const summary = `${line(o)} · ${money(o.orderAmount, o.currency)} · ${o.orderNo}`;

  if (o.orderStatus === 3) {
    return (
      <Result
        status="success"
        title={t('result.paidTitle')}
        subTitle={summary}
        extra={[
          <Button key="cloud" type="primary" onClick={() => navigate(o.orderType === 2 ? '/cloud' : '/users')}>
            {o.orderType === 2 ? t('result.backToCloud') : t('list.toUsers')}
          </Button>,
          viewOrder,
        ]}
      >
        {o.orderType === 2 ? (
          <Typography.Paragraph className="sp-result__list" data-testid="paid-until">
            {t('result.paidCloud', { date: formatDate(o.cloudExpireAfter) })}
          </Typography.Paragraph>
        ) : (
          <div className="sp-result__list">
            <Typography.Paragraph>{t('result.paidViewer')}</Typography.Paragraph>
            <List
              size="small"
              bordered
              dataSource={o.items}
              renderItem={(i) => (
                <List.Item>
                  <span>{i.userName}</span>
                  <span>{formatDate(i.expireAfter)}</span>
                </List.Item>
              )}
            />
          </div>
        )}
      </Result>
    );
  }
  if (o.orderStatus === 4) {
    return (
      <Result
        status="warning"
        title={t('result.cancelledTitle')}
        subTitle={`${t('result.cancelledBody')} ${summary}`}
        extra={[
          <Button key="again" type="primary" onClick={() => navigate(o.orderType === 2 ? '/cloud' : '/users')}>
            {t('result.renewAgain')}
          </Button>,
          viewOrder,
        ]}
      />
    );
  }
  if (o.orderStatus === 5) {
    return (
      <Result
        status="info"
        title={t('result.refundedTitle')}
        subTitle={`${t('result.refundedBody')} ${summary}`}
        extra={[viewOrder, toCloud]}
      />
    );
  }
  const again = (
    <Button key="again" type="primary" onClick={() => navigate(`/payment?orderNo=${o.orderNo}`)}>
      {t('result.tryAgain')}
    </Button>
  );
  if (gaveUp) {
    return (
      <Result
        status="error"
        title={t('result.notPaidTitle')}
        subTitle={t('result.notPaidBody')}
        extra={[again, viewOrder]}
      />
    );
  }
  if (!patient) {
    return (
      <Result
        status="info"
        title={t('result.slowTitle')}
        subTitle={t('result.slowBody')}
        extra={[
          <Button
            key="check"
            type="primary"
            onClick={() => {
              capture.mutate(o.orderNo);
              setStarted(Date.now());
              setPatient(true);
            }}
          >
            {t('result.checkAgain')}
          </Button>,
          again,
          viewOrder,
        ]}
      />
    );
  }
  return (
    <Result
      icon={<LoadingOutlined />}
      title={t('result.waitingTitle')}
      subTitle={
        <Space direction="vertical">
          <span>{t('result.waitingBody')}</span>
          <span>{summary}</span>
        </Space>
      }
      extra={[viewOrder, toCloud]}
      data-testid="result-waiting"
    />
  );
}
