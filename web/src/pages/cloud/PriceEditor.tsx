import {
  CURRENCIES,
  type Currency,
  fromMajor,
  MINOR_UNITS,
  minorDigits,
  PRICE_MAX,
  PRICE_MIN,
  type TPrices,
  toMajor,
} from '@skin/contract';
import { Button, Card, Col, Form, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrices, useUpdatePrices } from '../../api/order';
import { useFeedback } from '../../app/useFeedback';
import { placeServerError } from '../../components/form-errors';
import { formatTime } from '../../components/format';
import { NumberField } from '../../components/NumberField';

type FormValues = Record<Currency, { cloudPerTb: number | null; viewerPerAccount: number | null }>;
const FIELDS = ['cloudPerTb', 'viewerPerAccount'] as const;

/** Major units as typed (2 decimals) to minor units; null when it is not an exact amount. */
const minor = (v: number | null | undefined, c: Currency) =>
  v == null ? null : fromMajor(v.toFixed(minorDigits(c)), c);

/** A price in the major unit, as contract's limits allow it (0.01 to 1,000,000.00). */
const priceRange = (c: Currency) => ({
  min: PRICE_MIN / MINOR_UNITS[c],
  max: PRICE_MAX / MINOR_UNITS[c],
  decimals: minorDigits(c),
});

/**
 * The platform operator's prices: a year of cloud space per TB and of one viewer end, in CNY and USD, typed in
 * major units and saved in minor units. Existing orders keep their prices.
 */
export function PriceEditor() {
  const { t } = useTranslation(['orders', 'common']);
  const { message } = useFeedback();
  const prices = usePrices();
  const save = useUpdatePrices();
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (!prices.data) return;
    form.setFieldsValue(
      Object.fromEntries(
        CURRENCIES.map((c) => [c, Object.fromEntries(FIELDS.map((f) => [f, Number(toMajor(prices.data[c][f], c))]))]),
      ) as FormValues,
    );
  }, [prices.data, form]);

  if (prices.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;

  const onFinish = async (v: FormValues) => {
    const body = Object.fromEntries(
      CURRENCIES.map((c) => [c, Object.fromEntries(FIELDS.map((f) => [f, minor(v[c][f], c)]))]),
    ) as TPrices;
    try {
      await save.mutateAsync(body);
      message.success(t('prices.saved'));
    } catch (err) {
      const text = placeServerError(form, err, {});
      if (text) message.error(text);
    }
  };

  return (
    <Card title={t('prices.title')} size="small" data-testid="price-editor">
      <Typography.Paragraph type="secondary">{t('prices.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} name="prices">
        <Row gutter={16}>
          {CURRENCIES.flatMap((c) =>
            FIELDS.map((f) => (
              <Col key={`${c}-${f}`} xs={24} sm={12} lg={6}>
                <NumberField
                  name={[c, f]}
                  label={`${t(`prices.${f}`)} (${c})`}
                  range={priceRange(c)}
                  required
                  input={{ step: 1, prefix: c === 'CNY' ? '¥' : '$' }}
                />
              </Col>
            )),
          )}
        </Row>
        <div className="sc-prices__footer">
          <Typography.Text type="secondary">
            {prices.data?.updatedAt
              ? t('prices.updated', { time: formatTime(prices.data.updatedAt), name: prices.data.updatedBy ?? '' })
              : t('prices.never')}
          </Typography.Text>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('prices.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
