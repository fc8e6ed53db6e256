import {
  ZAdInfo,
  ZAdInfoDeleteResponse,
  ZAdInfoList,
  ZAdInfoPage,
  ZAppSignOutResponse,
  ZAppUser,
  ZAppUserQueryResponse,
  ZAuditQueryResponse,
  ZCloudInfo,
  ZContentLanguages,
  ZCurrentUser,
  ZDataOverview,
  ZEmpty,
  ZFilePutResponse,
  ZLoginResponse,
  ZOrderAddResponse,
  ZOrderDetail,
  ZOrderPage,
  ZOrderPayResponse,
  ZPresignResponse,
  ZPricesResponse,
  ZProduct,
  ZProductBatchAddResponse,
  ZProductDeleteResponse,
  ZProductPage,
  ZProductType,
  ZProductTypeDeleteResponse,
  ZProductTypeList,
  ZSendCodeResponse,
  ZShopDevice,
  ZShopDeviceDeleteResponse,
  ZShopDeviceQueryResponse,
  ZShopListItem,
  ZShopQueryResponse,
  ZStaff,
  ZStaffQueryResponse,
  ZSymptomChoiceList,
  ZSymptomDesc,
  ZSymptomDescClearResponse,
  ZSymptomDescCopyResponse,
  ZSymptomDescList,
  ZSymptomLabel,
  ZSymptomLabelCopyResponse,
  ZSymptomLabelDeleteResponse,
  ZSymptomLabelImportResponse,
  ZSymptomLabelList,
} from '@skin/contract';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetClient } from '../api/client';
import { setToken } from '../auth/token';
import { forgetKeptState } from '../hooks/useKeptState';

/**
 * The `datas` schema of every route the console calls, as the server declares it (server/src/modules/<resource>/
 * routes.ts, `response: { 200: envelope(...) }`). A component test's fake answer is checked against it, so a fake
 * the real server could never send fails the test. A resource lists its routes beside its requests, in
 * `api/<resource>.answers.ts` (`export default [...] satisfies FakeAnswers`), found by their place; the rows below
 * are those of the resources not moved there yet.
 */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { message: string } };
}
export type FakeAnswers = [path: string, datas: Schema][];

/** Every `api/<resource>.answers.ts`. */
const OWN_ANSWERS = Object.values(
  import.meta.glob<FakeAnswers>('../api/*.answers.ts', { eager: true, import: 'default' }),
).flat();

// (/user/register declares its answer inline on the server; no component test fakes it.)
const SHARED_ANSWERS: FakeAnswers = [
  ['/login', ZLoginResponse],
  ['/logout', ZEmpty],
  ['/user/get', ZCurrentUser],
  ['/user/updatePwdForget', ZEmpty],
  ['/user/updatePwd', ZEmpty],
  ['/sms/sendVCode/:phone', ZSendCodeResponse],
  ['/sms/code/valid', ZEmpty],
  ['/audit/query/:page/:pageSize', ZAuditQueryResponse],
  ['/file/put', ZFilePutResponse],
  ['/file/commit', ZFilePutResponse],
  ['/oss/generatePresignedUrl', ZPresignResponse],
  ['/shop/query/:page/:pageSize', ZShopQueryResponse],
  ['/shop/updateStatus/:shopId/:status', ZShopListItem],
  ['/shopDevice/query', ZShopDeviceQueryResponse],
  ['/shopDevice/query/:page/:pageSize', ZShopDeviceQueryResponse],
  ['/shopDevice/add', ZShopDevice],
  ['/shopDevice/delete/:deviceNo', ZShopDeviceDeleteResponse],
  ['/staff/query/:page/:pageSize', ZStaffQueryResponse],
  ['/staff/add', ZStaff],
  ['/staff/update/:id', ZStaff],
  ['/staff/updatePwd/:id', ZEmpty],
  ['/symptomDesc/queryAll', ZSymptomDescList],
  ['/symptomDesc/update/:id', ZSymptomDesc],
  ['/symptomDesc/copyToShop/:language', ZSymptomDescCopyResponse],
  ['/symptomDesc/deleteByShopId', ZSymptomDescClearResponse],
  ['/symptomLabel/symptoms', ZSymptomChoiceList],
  ['/symptomLabel/queryAll', ZSymptomLabelList],
  ['/symptomLabel/queryAllByShop', ZSymptomLabelList],
  ['/symptomLabel/add', ZSymptomLabel],
  ['/symptomLabel/update/:id', ZSymptomLabel],
  ['/symptomLabel/delete/:id', ZSymptomLabelDeleteResponse],
  ['/symptomLabel/copyToShop', ZSymptomLabelCopyResponse],
  ['/symptomLabel/batchAdd', ZSymptomLabelImportResponse],
  ['/productType/queryAll', ZProductTypeList],
  ['/productType/add', ZProductType],
  ['/productType/update/:id', ZProductType],
  ['/productType/delete/:id', ZProductTypeDeleteResponse],
  ['/product/query/:page/:pageSize', ZProductPage],
  ['/product/get/:id', ZProduct],
  ['/product/add', ZProduct],
  ['/product/update/:id', ZProduct],
  ['/product/delete/:id', ZProductDeleteResponse],
  ['/product/batchAdd', ZProductBatchAddResponse],
  ['/user/query/:page/:pageSize', ZAppUserQueryResponse],
  ['/user/add', ZAppUser],
  ['/user/update/:userId', ZAppUser],
  ['/user/updateStatus/:userId/:userStatus', ZAppUser],
  ['/user/close/:userId', ZAppUser],
  ['/user/updatePwd/:userId', ZEmpty],
  ['/user/signOutApp/:userId', ZAppSignOutResponse],
  ['/adInfo/query/:page/:pageSize', ZAdInfoPage],
  ['/adInfo/add', ZAdInfo],
  ['/adInfo/update/:id', ZAdInfo],
  ['/adInfo/delete/:id', ZAdInfoDeleteResponse],
  ['/adInfo/sort', ZAdInfoList],
  ['/userOrder/add', ZOrderAddResponse],
  ['/userOrder/get/:orderNo', ZOrderDetail],
  ['/userOrder/query/:page/:pageSize', ZOrderPage],
  ['/userOrder/pay/:orderNo', ZOrderPayResponse],
  ['/userOrder/captureOrder/:orderNo', ZOrderDetail],
  ['/userOrder/cancel/:orderNo', ZOrderDetail],
  ['/userOrder/refund/:orderNo', ZOrderDetail],
  ['/price/get', ZPricesResponse],
  ['/price/update', ZPricesResponse],
  ['/cloud/info', ZCloudInfo],
  ['/data/overview', ZDataOverview],
  ['/symptomLabel/languages', ZContentLanguages],
  ['/symptomDesc/languages', ZContentLanguages],
  ['/adInfo/languages', ZContentLanguages],
];

const ROUTES = [...SHARED_ANSWERS, ...OWN_ANSWERS].map(([path, datas]) => ({
  path,
  pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`),
  datas,
}));

/** The declared `datas` schema of the route `url` (`/api/user/query/1/20?x=1` or `/user/query/1/20`). */
export function answerSchemaOf(url: string): Schema | undefined {
  const path = new URL(url, 'http://console.test').pathname.replace(/^\/api(?=\/)/, '');
  return ROUTES.find((r) => r.pattern.test(path))?.datas;
}

const mismatches: string[] = [];

/** Why a fake answer could not come from the server, or null when it could. */
export async function checkAnswer(url: string, response: Response): Promise<string | null> {
  let body: { code?: unknown; datas?: unknown };
  try {
    body = await response.clone().json();
  } catch {
    return null; // a file or a broken body: what the test means to show
  }
  if (response.status !== 200 || body.code !== 200) return null; // refusals carry their own `datas`
  const schema = answerSchemaOf(url);
  if (!schema) return `${url}: no response schema known for this route (add it to test/contract-answers.ts)`;
  const result = schema.safeParse(body.datas);
  return result.success ? null : `${url}: the fake answer does not match the contract: ${result.error.message}`;
}

/**
 * Stubs `fetch` with `mock`, checking each of its successful answers against the route's response schema;
 * a mismatch fails the test (after it, with the route and the schema's complaint).
 */
export function stubCheckedFetch(mock: typeof fetch) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await mock(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const problem = await checkAnswer(url, response);
    if (problem) mismatches.push(problem);
    return response;
  });
}

afterEach(() => {
  const found = mismatches.splice(0);
  expect(found, 'fake answers the server could not send').toEqual([]);
});

/**
 * A screen test's fake API: before each test a fresh client signed in (token `tok`), no kept list state, and
 * `fetch` answered by `mock` (checked as above); after it, the real globals back.
 */
export function fakeApiPerTest(mock: ReturnType<typeof vi.fn<typeof fetch>>) {
  beforeEach(() => {
    resetClient();
    forgetKeptState();
    mock.mockReset();
    stubCheckedFetch(mock);
    setToken('tok');
  });
  afterEach(() => vi.unstubAllGlobals());
}
