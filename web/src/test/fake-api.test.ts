import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeApiProblems, held, later, refusal, requests } from './fake-api';

const post = (path: string, body?: unknown) =>
  fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

const PAGE = { list: [], total: 0, page: 1, pageSize: 20 };

describe('the fake API of the component tests', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a route by its parameters and the body sent, in the envelope, and records what was sent', async () => {
    const bodies = fakeApi({
      '/staff/query/:page/:pageSize': (body, { params }) => ({ ...PAGE, page: Number(params.page), ...body }),
    });
    const answer = post('/staff/query/3/20', { total: 7 });
    // Recorded as it leaves, before it is answered.
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /staff/query/3/20']);
    expect(await answer).toEqual({
      status: 200,
      body: { code: 200, message: 'OK', datas: { ...PAGE, page: 3, total: 7 } },
    });
    expect(bodies['/staff/query/3/20']).toEqual([{ total: 7 }]);
  });

  it('answers a refusal with its status from the catalogue, as often as it is asked', async () => {
    fakeApi({ '/staff/add': refusal(400301) });
    for (let i = 0; i < 2; i++) expect((await post('/staff/add', {})).status).toBe(409);
    expect(() => refusal(123)).toThrow(/not a code of the error catalogue/);
  });

  it('says when a request found no route, or an answer could not come from the server', async () => {
    fakeApi({ '/staff/query/:page/:pageSize': { list: 'not a list' } });
    await post('/nowhere').catch(() => undefined);
    await post('/staff/query/1/20');
    const problems = fakeApiProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/POST \/api\/nowhere: no fake route answers it/);
    expect(problems[1]).toMatch(/\/staff\/query\/1\/20: the fake answer does not match the contract/);
  });

  it('a later fakeApi() takes precedence for the routes it names', async () => {
    fakeApi({ '/staff/query/:page/:pageSize': PAGE, '/audit/query/:page/:pageSize': PAGE });
    fakeApi({ '/staff/query/:page/:pageSize': { ...PAGE, total: 1 } });
    expect((await post('/staff/query/1/20')).body.datas.total).toBe(1);
    expect((await post('/audit/query/1/20')).body.datas.total).toBe(0);
  });

  it('holds an answer until the test gives it', async () => {
    const answer = held();
    fakeApi({ '/staff/query/:page/:pageSize': answer.answer });
    let got: unknown;
    const asked = post('/staff/query/1/20').then((r) => {
      got = r.body.datas;
    });
    await vi.waitFor(() => expect(requests()).toHaveLength(1));
    expect(got).toBeUndefined();
    answer.release(PAGE);
    await asked;
    expect(got).toEqual(PAGE);
  });

  it('answers later on the fake clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    fakeApi({ '/staff/query/:page/:pageSize': later(60_000, PAGE) });
    const answer = post('/staff/query/1/20');
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await answer).body.datas).toEqual(PAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60_000);
  });
});
