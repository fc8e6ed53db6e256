import { ZCurrentUser, ZEmpty, ZLoginResponse, ZSendCodeResponse } from '@skin/contract';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetClient } from '../api/client';
import { setToken } from '../auth/token';
import { forgetKeptState } from '../hooks/useKeptState';

/**
 * The `datas` schema of every route the console calls, as the server declares it (server/src/modules/<resource>/
 * routes.ts, `response: { 200: envelope(...) }`). A component test's fake answer is checked against it, so a fake
 * the real server could never send fails the test. A resource lists its routes beside its requests, in
 * `api/<resource>.answers.ts` (`export default [...] satisfies FakeAnswers`), found by their place; the rows below
 * are no one resource's: the sign-in, its text messages and the caller's own account.
 */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { message: string } };
}
export type FakeAnswers = [path: string, datas: Schema][];

/** Every `api/<resource>.answers.ts`. */
const OWN_ANSWERS = Object.values(
  import.meta.glob<FakeAnswers>('../api/*.answers.ts', { eager: true, import: 'default' }),
).flat();

// The sign-in and the caller's own account (/user/register declares its answer inline on the server; no component
// test fakes it).
const SHARED_ANSWERS: FakeAnswers = [
  ['/login', ZLoginResponse],
  ['/logout', ZEmpty],
  ['/user/get', ZCurrentUser],
  ['/user/updatePwdForget', ZEmpty],
  ['/user/updatePwd', ZEmpty],
  ['/sms/sendVCode/:phone', ZSendCodeResponse],
  ['/sms/code/valid', ZEmpty],
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
