import { errorByCode, MESSAGES } from '@skin/contract';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { setToken } from '../auth/token';
import { checkAnswer } from './contract-answers';

/**
 * The one request fake of the component and hook tests: MSW (`setupServer`) answers each request the console sends,
 * by its route, as the server would. `src/test/setup.ts` starts it for every test file, clears it before each test
 * and fails a test after which a request went unanswered (no route faked it) or an answer could not have come from
 * the server (checked against the route's answer schema and the error catalogue, `contract-answers.ts`).
 *
 *   const bodies = fakeApi({
 *     '/staff/query/:page/:pageSize': { list: [STAFF], total: 1, page: 1, pageSize: 20 }, // the envelope's datas
 *     '/staff/add': (body) => ({ ...STAFF, ...body }),                                  // or made from the request
 *     '/staff/update/5': refusal(400302, 'An action needs its view'),                    // an error envelope
 *   });
 *   await waitFor(() => expect(bodies['/staff/add']).toEqual([{ userName: 'frontdesk1' }]));
 *
 * A route is written as the server declares it, without `/api` (`:name` for a parameter); any method answers. A
 * later `fakeApi()` in the same test takes precedence over an earlier one for the routes it names.
 */

/** A request as the console sent it (recorded as it leaves, before it is answered). */
export interface SentRequest {
  method: string;
  /** Without `/api` and the query: `/staff/update/5`. */
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, a form's fields (files as they are), the text, or undefined without a body. */
  body: unknown;
}

/** What a route's handler knows of the request it answers. */
export interface Call {
  path: string;
  params: Record<string, string | readonly string[] | undefined>;
  request: Request;
}

/** The `datas` of a successful answer (anything JSON holds). */
type Answer = object | string | number | boolean | null;
type Resolver = (body: Record<string, unknown>, call: Call) => Answer | Promise<Answer>;
/** Per route: the `datas` of a successful envelope, a `Response` (`refusal()`, a file...), or a function making either. */
export type FakeRoutes = Record<string, Answer | Resolver>;

export const server = setupServer();

let sent: SentRequest[] = [];
let bodies: Record<string, unknown[]> = {};
const problems: string[] = [];

server.events.on('request:unhandled', ({ request }) => {
  const url = new URL(request.url);
  problems.push(`${request.method} ${url.pathname}: no fake route answers it (add it to the test's fakeApi())`);
});

/**
 * Answers the routes of `routes` for the rest of the test; answers the bodies sent to each path in this test (by
 * path: `bodies['/staff/update/5']`), as `Body` (unknown unless the test says what it sends).
 */
export function fakeApi<Body = unknown>(routes: FakeRoutes): Record<string, Body[]> {
  server.use(
    ...Object.entries(routes).map(([route, answer]) =>
      http.all(`/api${route}`, async ({ request, params }) => {
        const path = pathOf(new URL(request.url));
        const body = await readBody(request.clone());
        // A Response given once answers every request with a copy (a body is read once).
        const out =
          typeof answer === 'function'
            ? await (answer as Resolver)(isRecord(body) ? body : {}, { path, params, request })
            : answer instanceof Response
              ? answer.clone()
              : answer;
        const response = out instanceof Response ? out : success(out);
        const problem = await checkAnswer(request.url, response);
        if (problem) problems.push(problem);
        return response;
      }),
    ),
  );
  return bodies as Record<string, Body[]>;
}

/** Every request sent in this test so far, in order. */
export const requests = (): readonly SentRequest[] => sent;

/** The bodies sent in this test to the paths that start with `prefix`, in order. */
export const bodiesTo = (prefix: string) => sent.filter((r) => r.path.startsWith(prefix)).map((r) => r.body);

/**
 * A paged query route's answer (`/x/query/:page/:pageSize`): `list` on whatever page is asked, with `total`, and
 * the page and size the path names.
 */
export const anyPage =
  (list: Answer[], total = list.length): Resolver =>
  (_body, { params }) => ({ list, total, page: Number(params.page), pageSize: Number(params.pageSize) });

/** The envelope of a successful answer carrying `datas`. */
export const success = (datas: unknown) => HttpResponse.json({ code: 200, message: 'OK', datas });

/**
 * The server's refusal with catalogue code `code` (contract/src/errors.ts): its HTTP status, the message given or the
 * catalogue's English one, and `datas` (null unless the refusal carries details).
 */
export function refusal(code: number, message?: string, datas: unknown = null) {
  const def = errorByCode(code);
  if (!def) throw new Error(`refusal(${code}): not a code of the error catalogue (contract/src/errors.ts)`);
  const text = message ?? (MESSAGES['en-US'] as Record<string, string>)[def.key] ?? def.key;
  return HttpResponse.json({ code, message: text, datas }, { status: def.status });
}

/**
 * An answer that waits `ms` of the test's clock first: with `vi.useFakeTimers({ shouldAdvanceTime: true })` the test
 * moves it on with `vi.advanceTimersByTimeAsync(ms)` once the request has been sent (`requests()`).
 */
export function later(ms: number, answer: Answer | Resolver): Resolver {
  return async (body, call) => {
    // biome-ignore lint/plugin/no-real-waits: the kit's one timed answer, on the test's fake clock
    await delay(ms);
    return typeof answer === 'function' ? (answer as Resolver)(body, call) : answer;
  };
}

/** An answer the test gives when it chooses (`release(datas or Response)`): what the screen shows meanwhile. */
export function held() {
  let release: (out: Answer | Response) => void = () => {};
  const answered = new Promise<Answer | Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answered, release: (out: Answer | Response) => release(out) };
}

/** Before each test of the file, the client signed in with the token `tok`. */
export function signedInPerTest() {
  beforeEach(() => setToken('tok'));
}

// --- wiring (src/test/setup.ts) ------------------------------------------------------------------------------------

let unrecorded: typeof fetch | undefined;

/** Starts answering (each test file): requests are recorded as they leave, then answered by the routes faked. */
export function startFakeApi() {
  server.listen({ onUnhandledRequest: 'error' });
  const through = globalThis.fetch;
  unrecorded = through;
  // Recorded before MSW takes the request, so what a render asks is counted in that render, and the body is the one
  // given to fetch (a multipart form's fields included, which Node's parser refuses when jsdom made the file).
  globalThis.fetch = (input, init) => {
    record(input, init);
    return through(input, init);
  };
}

export function stopFakeApi() {
  if (unrecorded) globalThis.fetch = unrecorded;
  unrecorded = undefined;
  server.close();
}

/** Before each test: no route faked, nothing sent, nothing found wrong. */
export function resetFakeApi() {
  server.resetHandlers();
  sent = [];
  bodies = {};
  problems.length = 0;
}

/** What went wrong in the test just run: requests no route answered, answers the server could not send. */
export const fakeApiProblems = () => problems.splice(0);

function record(input: RequestInfo | URL, init?: RequestInit) {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, location.href);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const body = bodyOf(init?.body);
  const path = pathOf(url);
  sent.push({ method, path, url, headers: new Headers(init?.headers), body });
  bodies[path] = [...(bodies[path] ?? []), body];
}

const pathOf = (url: URL) => url.pathname.replace(/^\/api(?=\/)/, '');

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body == null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  if (body instanceof FormData || body instanceof URLSearchParams) return Object.fromEntries(body.entries());
  return body;
}

async function readBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
