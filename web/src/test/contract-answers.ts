import { errorByCode, ZCurrentUser, ZEmpty, ZLoginResponse, ZSendCodeResponse } from '@skin/contract';

/**
 * The `datas` schema of every route the console calls, as the server declares it (server/src/modules/<resource>/
 * routes.ts, `response: { 200: envelope(...) }`). Every answer of the tests' fake API (fake-api.ts) is checked against
 * it, so a fake the real server could never send fails the test. A resource lists its routes beside its requests, in
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

/**
 * Why a fake answer could not come from the server, or null when it could: a success must match the route's answer
 * schema, a refusal must carry a code of the error catalogue with that code's HTTP status.
 */
export async function checkAnswer(url: string, response: Response): Promise<string | null> {
  let body: { code?: unknown; datas?: unknown };
  try {
    body = await response.clone().json();
  } catch {
    return null; // a file or a broken body: what the test means to show
  }
  if (typeof body?.code !== 'number') return null; // not an envelope (a proxy's page): what the test means to show
  if (body.code !== 200) {
    const def = errorByCode(body.code);
    if (!def)
      return `${url}: the fake refusal's code ${body.code} is not in the error catalogue (contract/src/errors.ts)`;
    if (def.status !== response.status)
      return `${url}: the fake refusal ${body.code} has HTTP status ${response.status}; the server sends ${def.status}`;
    return null;
  }
  if (response.status !== 200) return `${url}: a successful envelope with HTTP status ${response.status}`;
  const schema = answerSchemaOf(url);
  if (!schema) return `${url}: no response schema known for this route (add it to test/contract-answers.ts)`;
  const result = schema.safeParse(body.datas);
  return result.success ? null : `${url}: the fake answer does not match the contract: ${result.error.message}`;
}
