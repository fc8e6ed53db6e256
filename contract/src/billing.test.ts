import { describe, expect, it } from 'vitest';
import {
  billableTb,
  canTransition,
  currencyOfPhone,
  extendExpiry,
  formatMoney,
  fromMajor,
  isCloudExpired,
  OrderStatus,
  PayStatus,
  payStatusOf,
  quoteCloudRenewal,
  quoteViewerRenewal,
  TB,
  toMajor,
} from './billing.js';

describe('order state machine', () => {
  it('allows only the transitions of DESIGN section 6', () => {
    const { PENDING, PAYING, PAID, CANCELLED, REFUNDED } = OrderStatus;
    expect(canTransition(PENDING, PAYING)).toBe(true);
    expect(canTransition(PAYING, PAID)).toBe(true);
    expect(canTransition(PENDING, CANCELLED)).toBe(true);
    expect(canTransition(PAYING, CANCELLED)).toBe(true);
    expect(canTransition(PAID, REFUNDED)).toBe(true);
    // Paid only after a payment was opened; nothing leaves cancelled or refunded; a paid order is not cancelled.
    expect(canTransition(PENDING, PAID)).toBe(false);
    expect(canTransition(PAID, PAID)).toBe(false);
    expect(canTransition(PAID, CANCELLED)).toBe(false);
    expect(canTransition(CANCELLED, PAYING)).toBe(false);
    expect(canTransition(REFUNDED, PAID)).toBe(false);
    expect(canTransition(PENDING, REFUNDED)).toBe(false);
  });
  it('derives the payment status', () => {
    expect(payStatusOf(OrderStatus.PENDING)).toBe(PayStatus.UNPAID);
    expect(payStatusOf(OrderStatus.CANCELLED)).toBe(PayStatus.UNPAID);
    expect(payStatusOf(OrderStatus.PAYING)).toBe(PayStatus.PAYING);
    expect(payStatusOf(OrderStatus.PAID)).toBe(PayStatus.PAID);
    expect(payStatusOf(OrderStatus.REFUNDED)).toBe(PayStatus.REFUNDED);
  });
});

describe('billing', () => {
  it('bills CNY to a +86 phone and USD to any other', () => {
    expect(currencyOfPhone('86 13800138000')).toBe('CNY');
    expect(currencyOfPhone('65 81234567')).toBe('USD');
    expect(currencyOfPhone('852 61234567')).toBe('USD');
    expect(currencyOfPhone(null)).toBe('USD');
  });
  it('rounds usage up to whole terabytes, at least one', () => {
    expect(billableTb(0)).toBe(1);
    expect(billableTb(5 * 1024 ** 3)).toBe(1);
    expect(billableTb(TB)).toBe(1);
    expect(billableTb(TB + 1)).toBe(2);
    expect(billableTb(1.1 * TB)).toBe(2);
    expect(billableTb(2 * TB)).toBe(2);
    expect(billableTb(Number.NaN)).toBe(1);
  });
  it('prices a cloud year by whole TB and viewer ends by accounts x years', () => {
    expect(quoteCloudRenewal(1.1 * TB, 120_000, 'CNY')).toEqual({
      currency: 'CNY',
      quantity: 2,
      unitPrice: 120_000,
      years: 1,
      amount: 240_000,
    });
    expect(quoteViewerRenewal(3, 9_900, 2, 'USD').amount).toBe(59_400);
    expect(() => quoteViewerRenewal(3, 9_900, 1.5, 'USD')).toThrow(RangeError);
    expect(() => quoteViewerRenewal(-1, 9_900, 1, 'USD')).toThrow(RangeError);
    expect(() => quoteViewerRenewal(2 ** 40, 2 ** 20, 10, 'USD')).toThrow('amount out of range');
  });
  it('extends from the later of now and the current expiry, by calendar years', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(extendExpiry(new Date('2027-01-10T00:00:00Z'), now, 1).toISOString()).toBe('2028-01-10T00:00:00.000Z');
    expect(extendExpiry(new Date('2026-01-10T00:00:00Z'), now, 1).toISOString()).toBe('2027-11-23T10:00:00.000Z');
    expect(extendExpiry(null, now, 2).toISOString()).toBe('2028-11-23T10:00:00.000Z');
    expect(extendExpiry(new Date('2028-02-29T12:00:00Z'), now, 1).toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(extendExpiry(new Date('2028-02-29T12:00:00Z'), now, 4).toISOString()).toBe('2032-02-29T12:00:00.000Z');
  });
  it('converts between minor units and provider decimals exactly', () => {
    expect(toMajor(12_345, 'CNY')).toBe('123.45');
    expect(toMajor(5, 'USD')).toBe('0.05');
    expect(toMajor(100, 'USD')).toBe('1.00');
    expect(fromMajor('123.45', 'CNY')).toBe(12_345);
    expect(fromMajor('1', 'USD')).toBe(100);
    expect(fromMajor('0.5', 'USD')).toBe(50);
    // Not an exact amount of the currency: never rounded into a match.
    expect(fromMajor('0.001', 'USD')).toBeNull();
    expect(fromMajor('-1.00', 'USD')).toBeNull();
    expect(fromMajor('1e3', 'USD')).toBeNull();
    for (const n of [0, 1, 99, 100, 101, 123_456_789]) expect(fromMajor(toMajor(n, 'CNY'), 'CNY')).toBe(n);
  });
  it('formats amounts for people', () => {
    expect(formatMoney(12_345, 'CNY', 'zh-CN')).toBe('¥123.45');
    expect(formatMoney(123_400, 'USD', 'en-US')).toBe('$1,234.00');
  });
});

describe('cloud expiry', () => {
  it('is expired from the expiry time on, and when none is recorded', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isCloudExpired(new Date('2026-06-01T12:00:01Z'), now)).toBe(false);
    expect(isCloudExpired(new Date('2026-06-01T12:00:00Z'), now)).toBe(true);
    expect(isCloudExpired(new Date('2025-01-01T00:00:00Z'), now.getTime())).toBe(true);
    expect(isCloudExpired(null, now)).toBe(true);
  });
});
