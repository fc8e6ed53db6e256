import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../auth/token';
import { setCurrentLanguage } from '../i18n/language';
import { ApiError, CLIENT_CODES, configureClient, request, resetClient } from './client';

function respond(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const toast = vi.fn();
const navigate = vi.fn();
let where = { pathname: '/users', search: '?page=2' };

beforeEach(() => {
  resetClient();
  fetchMock.mockReset();
  toast.mockReset();
  navigate.mockReset();
  where = { pathname: '/users', search: '?page=2' };
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ toast, navigate, location: () => where, text: (k) => `text:${k}` });
  setCurrentLanguage('en-US');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request client', () => {
  it('unwraps the envelope and sends the bearer token and the language', async () => {
    setToken('tok-123');
    setCurrentLanguage('ja-JP');
    fetchMock.mockResolvedValueOnce(respond(200, { code: 200, message: 'OK', datas: { id: 1 } }));

    await expect(request('/user/get')).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/get');
    expect(init?.method).toBe('GET');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['X-Lang']).toBe('ja-JP');
    expect(toast).not.toHaveBeenCalled();
  });

  it('posts JSON when a body is given, and a multipart form when it holds a file', async () => {
    fetchMock.mockImplementation(async () => respond(200, { code: 200, message: 'OK', datas: null }));
    await request('/user/updatePwd', { body: { oldPwd: 'a', pwd: 'b' } });
    let init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"oldPwd":"a","pwd":"b"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    await request('/file/put', { body: { file: new Blob(['x']), fileType: 'image' } });
    init = fetchMock.mock.calls[1]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('fileType')).toBe('image');
  });

  it('shows the server message for 3 s when the code is not 200, and rejects with it', async () => {
    fetchMock.mockResolvedValueOnce(respond(409, { code: 100005, message: 'Duplicate username', datas: null }));
    const error = await request('/user/register', { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 100005, status: 409, message: 'Duplicate username' });
    expect(toast).toHaveBeenCalledWith('Duplicate username', 3);
  });

  it("falls back to 'Unknown error' when there is no message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request('/x')).rejects.toMatchObject({ status: 502, message: 'Unknown error' });
    expect(toast).toHaveBeenCalledWith('Unknown error', 3);
  });

  it('keeps quiet when asked to (the caller shows the error)', async () => {
    fetchMock.mockResolvedValueOnce(respond(400, { code: 100008, message: 'Old password wrong', datas: null }));
    await expect(request('/user/updatePwd', { body: {}, silent: true })).rejects.toMatchObject({ code: 100008 });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 401 with 100001', 401, { code: 100001, message: 'Login expired, please log in again', datas: null }],
    ['the legacy code 200102', 401, { code: 200102, message: 'Login expired', datas: null }],
    ['HTTP 401 without an envelope', 401, undefined],
  ])('on %s clears the token and goes to sign-in with the way back', async (_name, status, body) => {
    setToken('stale');
    fetchMock.mockResolvedValueOnce(respond(status, body));
    await expect(request('/user/get')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/users?page=2')}`);
  });

  it('does not treat a wrong password on sign-in (401 with its own code) as an expired session', async () => {
    fetchMock.mockResolvedValueOnce(respond(401, { code: 100002, message: 'Wrong account or password', datas: null }));
    where = { pathname: '/login', search: '' };
    await expect(request('/login', { body: {}, silent: true })).rejects.toMatchObject({ code: 100002 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('debounces error toasts at 500 ms and throttles the redirect at 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    fetchMock.mockImplementation(async () => respond(401, { code: 100001, message: 'Login expired', datas: null }));

    await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-01-01T00:00:00.300Z'));
    await request('/d').catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(1); // still inside the quiet period
    expect(navigate).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-01-01T00:00:01Z'));
    await request('/e').catch(() => undefined);
    expect(toast).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('does not redirect from the public pages', async () => {
    where = { pathname: '/register', search: '' };
    fetchMock.mockResolvedValueOnce(respond(401, undefined));
    await request('/x').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after the time-out (30 s by default) with a time-out message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/slow').catch((e) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: CLIENT_CODES.TIMEOUT, message: 'text:requestTimeout' });
    expect(toast).toHaveBeenCalledWith('text:requestTimeout', 3);
  });

  it('passes a cancellation by the caller through without a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/x', { signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(toast).not.toHaveBeenCalled();
  });
});
