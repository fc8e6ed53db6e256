import { describe, expect, it } from 'vitest';
import { ZAppCustomerAddRequest, ZAppCustomerFindQuery, ZConsent, ZCustomerUpdateRequest } from './customer.js';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('customer schemas', () => {
  it('finds by exactly one of a code or a whole phone in the stored form', () => {
    expect(ZAppCustomerFindQuery.safeParse({ code: 'M-001' }).success).toBe(true);
    expect(ZAppCustomerFindQuery.safeParse({ phone: '86 13800000000' }).success).toBe(true);
    expect(fieldsOf(ZAppCustomerFindQuery.safeParse({}))).toEqual(['code:customerFindOne']);
    expect(fieldsOf(ZAppCustomerFindQuery.safeParse({ code: 'A', phone: '86 13800000000' }))).toEqual([
      'code:customerFindOne',
    ]);
    // A part of a number, or a number without its dial code, is no whole phone.
    expect(fieldsOf(ZAppCustomerFindQuery.safeParse({ phone: '1380000' }))).toEqual(['phone:phoneInvalid']);
    expect(fieldsOf(ZAppCustomerFindQuery.safeParse({ phone: '13800000000' }))).toEqual(['phone:phoneInvalid']);
    expect(fieldsOf(ZAppCustomerFindQuery.safeParse({ code: '%' }))).toEqual(['code:customerCodeRule']);
  });

  it('bounds every field of a new customer and names the field at fault', () => {
    const ok = { clientId: '7d5f1d3e-6b0a-4d8c-9a52-8f1f2a3b4c5d' };
    expect(ZAppCustomerAddRequest.safeParse(ok).success).toBe(true);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, name: 'x'.repeat(65) }))[0]).toMatch(/^name:/);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, note: 'x'.repeat(501) }))[0]).toMatch(/^note:/);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, code: 'x'.repeat(33) }))).toEqual([
      'code:customerCodeRule',
    ]);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, phone: '86 1380000' }))).toEqual(['phone:phoneInvalid']);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, birthYear: 1899 }))).toEqual(['birthYear:invalidValue']);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, birthYear: new Date().getUTCFullYear() + 1 }))).toEqual([
      'birthYear:invalidValue',
    ]);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, gender: 'x' }))).toEqual(['gender:invalidValue']);
    expect(fieldsOf(ZAppCustomerAddRequest.safeParse({ ...ok, name: 'a\u0007b' }))).toEqual(['name:textInvalid']);
  });

  it('takes a consent of any bounded version in a known language at a real offset', () => {
    const c = {
      version: 'v1',
      language: 'th-TH',
      acceptedAt: '2026-05-01T08:00:00+07:00',
      photos: true,
      contact: false,
    };
    expect(ZConsent.safeParse(c).success).toBe(true);
    expect(fieldsOf(ZConsent.safeParse({ ...c, version: 'v'.repeat(33) }))[0]).toMatch(/^version:/);
    expect(fieldsOf(ZConsent.safeParse({ ...c, language: 'xx-XX' }))).toEqual(['language:invalidValue']);
    expect(fieldsOf(ZConsent.safeParse({ ...c, acceptedAt: '2026-05-01T08:00:00+15:00' }))).toEqual([
      'acceptedAt:utcOffsetRange',
    ]);
    expect(fieldsOf(ZConsent.safeParse({ ...c, photos: 'yes' }))).toEqual(['photos:invalidValue']);
  });

  it('updates a profile field by field: left out stays, null clears', () => {
    expect(ZCustomerUpdateRequest.parse({ name: null })).toEqual({ name: null });
    expect(ZCustomerUpdateRequest.parse({})).toEqual({});
  });
});
