import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../auth/token';
import { setCurrentLanguage } from '../i18n/language';
import { fakeApi, held, refusal, requests } from '../test/fake-api';
import { buildUser } from '../test/render';
import { ApiError, CLIENT_CODES, configureClient, request } from './client';

/** What a proxy or a broken server sends: a status and a body that is no envelope. */
const raw = (status: number, body = '') => new Response(body, { status });

const toast = vi.fn();
const navigate = vi.fn();
let where = { pathname: '/users', search: '?page=2' };

beforeEach(() => {
  toast.mockReset();
  navigate.mockReset();
  where = { pathname: '/users', search: '?page=2' };
  configureClient({ toast, navigate, location: () => where, text: (k) => `text:${k}` });
  setCurrentLanguage('en-US');
});
afterEach(() => vi.useRealTimers());

describe('request client', () => {
  it('unwraps the envelope and sends the bearer token and the language', async () => {
    setToken('tok-123');
    setCurrentLanguage('ja-JP');
    const me = buildUser();
    fakeApi({ '/user/get': me });

    await expect(request('/user/get')).resolves.toEqual(me);

    const [sent] = requests();
    expect(sent!.url.pathname + sent!.url.search).toBe('/api/user/get');
    expect(sent!.method).toBe('GET');
    expect(sent!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(sent!.headers.get('X-Lang')).toBe('ja-JP');
    expect(toast).not.toHaveBeenCalled();
  });

  it('posts JSON when a body is given, and a multipart form when it holds a file', async () => {
    fakeApi({
      '/user/updatePwd': null,
      '/file/put': { key: 'shops/3/images/x.png', url: '/x.png', size: 1, width: 1, height: 1 },
    });
    await request('/user/updatePwd', { body: { oldPwd: 'a', pwd: 'b' } });
    let sent = requests()[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ oldPwd: 'a', pwd: 'b' });
    expect(sent.headers.get('Content-Type')).toBe('application/json');

    await request('/file/put', { body: { file: new Blob(['x']), fileType: 'image' } });
    sent = requests()[1]!;
    // A multipart form (the browser sets its content type with the boundary), its fields as given.
    expect(sent.headers.get('Content-Type')).toBeNull();
    expect(sent.body).toMatchObject({ fileType: 'image', file: expect.any(Blob) });
  });

  it('shows the server message for 3 s when the code is not 200, and rejects with it', async () => {
    fakeApi({ '/user/register': refusal(100005, 'Duplicate username') });
    const error = await request('/user/register', { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 100005, status: 409, message: 'Duplicate username' });
    expect(toast).toHaveBeenCalledWith('Duplicate username', 3);
  });

  it("falls back to 'Unknown error' when there is no message", async () => {
    fakeApi({ '/x': raw(502, '<html>bad gateway</html>') });
    await expect(request('/x')).rejects.toMatchObject({ status: 502, message: 'Unknown error' });
    expect(toast).toHaveBeenCalledWith('Unknown error', 3);
  });

  it('keeps quiet when asked to (the caller shows the error)', async () => {
    fakeApi({ '/user/updatePwd': refusal(100008, 'Old password wrong') });
    await expect(request('/user/updatePwd', { body: {}, silent: true })).rejects.toMatchObject({ code: 100008 });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 401 with 100001', () => refusal(100001, 'Login expired, please log in again')],
    ['the legacy code 200102', () => refusal(200102, 'Login expired')],
    ['HTTP 401 without an envelope', () => raw(401)],
  ])('on %s clears the token and goes to sign-in with the way back', async (_name, answer) => {
    setToken('stale');
    fakeApi({ '/user/get': answer() });
    await expect(request('/user/get')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/users?page=2')}`);
  });

  it('does not treat a wrong password on sign-in (401 with its own code) as an expired session', async () => {
    fakeApi({ '/login': refusal(100002, 'Wrong account or password') });
    where = { pathname: '/login', search: '' };
    await expect(request('/login', { body: {}, silent: true })).rejects.toMatchObject({ code: 100002 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('debounces error toasts at 500 ms and throttles the redirect at 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    fakeApi({ '/:path': refusal(100001, 'Login expired') });

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
    fakeApi({ '/x': raw(401) });
    await request('/x').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after the time-out (30 s by default) with a time-out message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // An answer that never comes: the client's own time-out ends the request.
    fakeApi({ '/slow': held().answer });
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
    fakeApi({ '/x': held().answer });
    const pending = request('/x', { signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(toast).not.toHaveBeenCalled();
  });
});
