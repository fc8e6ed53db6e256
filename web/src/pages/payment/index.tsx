import { isOpenOrder, type PayMethod, type TOrderDetail } from '@skin/contract';
import { Alert, Button, Card, Descriptions, QRCode, Radio, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useOrder, usePayOrder } from '../../api/order';
import { formatTime } from '../../components/format';
import { OrderTypeText, STATUS_KEY, useMoney, useOrderLine } from '../../components/order/OrderTags';
import '../../components/order/payment.css';

/** Where a payment goes once opened: a checkout page (same tab) or a code to scan here. */
function openCheckout(url: string) {
  window.location.assign(url);
}

function Missing() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('payment.missing')}
      subTitle={t('payment.missingHint')}
      extra={<Button onClick={() => navigate('/my-orders')}>{t('payment.backToOrders')}</Button>}
    />
  );
}

/** The QR code of a payment taken on a phone (WeChat Pay): the order is polled until it is paid. */
function ScanToPay({ order, codeUrl }: { order: TOrderDetail; codeUrl: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const polled = useOrder(order.orderNo, { refetchInterval: 2000 });
  useEffect(() => {
    if (polled.data && !isOpenOrder(polled.data.orderStatus)) navigate(`/payment/result?orderNo=${order.orderNo}`);
  }, [polled.data, navigate, order.orderNo]);
  return (
    <Space direction="vertical" align="center" className="sp-qr" data-testid="pay-qr">
      <Typography.Title level={5}>{t('payment.qrTitle')}</Typography.Title>
      <QRCode value={codeUrl} size={220} />
      <Typography.Text type="secondary">{t('payment.qrHint')}</Typography.Text>
    </Space>
  );
}

/**
 * /payment?orderNo=: the order's summary, the payment methods that take its currency, and Pay: a checkout page
 * (the sandbox, Alipay, PayPal) in the same tab, or a code to scan here (WeChat Pay). A final order shows its
 * state instead. The sandbox is marked as a test payment (a tag, and a warning once chosen): it takes no money
 * yet pays the order.
 */
export default function PaymentPage() {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const order = useOrder(orderNo);
  const pay = usePayOrder();
  const money = useMoney();
  const line = useOrderLine();
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const methods = order.data?.payMethods ?? [];
  // One method: it is the choice.
  useEffect(() => {
    if (methods.length === 1 && method === null) setMethod(methods[0]!);
  }, [methods, method]);

  if (!orderNo) return <Missing />;
  if (order.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (order.isError) {
    if (order.error instanceof ApiError && [400, 404].includes(order.error.status)) return <Missing />;
    return (
      <Result
        status="warning"
        title={order.error.message}
        extra={<Button onClick={() => void order.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const o = order.data;

  const submit = async () => {
    if (!method) {
      setMissingMethod(true);
      return;
    }
    const opened = await pay.mutateAsync({ orderNo: o.orderNo, payMethod: method }).catch(() => null);
    if (!opened) return;
    if (opened.action === 'qr' && opened.codeUrl) setCodeUrl(opened.codeUrl);
    else if (opened.url) {
      setRedirecting(true);
      openCheckout(opened.url);
    }
  };

  return (
    <Card variant="borderless" className="sp-card" title={t('payment.title')}>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('payment.order')}
        items={[
          { key: 'no', label: t('fields.orderNo'), children: <Typography.Text copyable>{o.orderNo}</Typography.Text> },
          { key: 'type', label: t('fields.orderType'), children: <OrderTypeText type={o.orderType} /> },
          { key: 'line', label: t('detail.bought'), children: line(o) },
          { key: 'unit', label: t('fields.unitPrice'), children: money(o.unitPrice, o.currency) },
          {
            key: 'amount',
            label: t('payment.amount'),
            children: (
              <Typography.Text strong className="sp-amount" data-testid="pay-amount">
                {money(o.orderAmount, o.currency)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {codeUrl ? (
        <ScanToPay order={o} codeUrl={codeUrl} />
      ) : !isOpenOrder(o.orderStatus) ? (
        <Result
          status="info"
          title={t('payment.notOpen', { status: t(`status.${STATUS_KEY[o.orderStatus]}`) })}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => navigate(`/payment/result?orderNo=${o.orderNo}`)}>
                {t('payment.viewResult')}
              </Button>
              <Button onClick={() => navigate('/my-orders')}>{t('payment.backToOrders')}</Button>
            </Space>
          }
        />
      ) : (
        <div className="sp-methods">
          <Typography.Title level={5}>{t('payment.choose')}</Typography.Title>
          {methods.length === 0 ? (
            <Alert type="warning" showIcon title={t('payment.noMethods', { currency: o.currency })} />
          ) : (
            <Radio.Group
              value={method}
              onChange={(e) => {
                setMethod(e.target.value as PayMethod);
                setMissingMethod(false);
              }}
              className="sp-methods__list"
              aria-label={t('payment.choose')}
            >
              {methods.map((m) => (
                <Radio key={m} value={m} className="sp-method">
                  <span className="sp-method__name">
                    {t(`method.${m}`)}
                    {m === 'sandbox' && (
                      <Tag color="orange" className="sp-method__test" data-testid="test-payment-tag">
                        {t('payment.testTag')}
                      </Tag>
                    )}
                  </span>
                  <Typography.Text type="secondary" className="sp-method__hint">
                    {m === 'appstore' ? null : t(`methodHint.${m}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          )}
          {method === 'sandbox' && (
            <Alert type="warning" showIcon title={t('payment.testNotice')} data-testid="test-payment-notice" />
          )}
          {missingMethod && (
            <Typography.Text type="danger" role="alert" className="sp-methods__error">
              {t('payment.chooseRequired')}
            </Typography.Text>
          )}
          {o.closesAt && (
            <Typography.Paragraph type="secondary" className="sp-closes">
              {t('payment.closesAt', { time: formatTime(o.closesAt) })}
            </Typography.Paragraph>
          )}
          <Button
            type="primary"
            size="large"
            block
            disabled={methods.length === 0}
            loading={pay.isPending || redirecting}
            onClick={() => void submit()}
          >
            {redirecting ? t('payment.redirecting') : t('payment.pay', { amount: money(o.orderAmount, o.currency) })}
          </Button>
        </div>
      )}
    </Card>
  );
}
