import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from './test-server';

export { expect };

export const DEMO = {
  owner: { username: 'demoshop', password: 'Demoshop#2026pass' },
  expired: { username: 'secondshop', password: 'Secondshop#2026pass' },
  platform: { username: 'platform', password: 'Platform#2026pass' },
};

/**
 * Each worker has its own server (test-server.ts), started before its first test: `baseURL` points at it, and
 * E2E_BASE_URL / E2E_DATA_DIR name it for the helpers below that read its SMS outbox or its doors. Every page
 * fails its test on a console error or an uncaught exception.
 */
export const test = base.extend<{ consoleErrors: string[]; toasts: undefined }, { testServer: TestServer }>({
  testServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = await startTestServer(workerInfo.parallelIndex);
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 600_000 },
  ],
  baseURL: async ({ testServer }, use) => use(testServer.url),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        // The browser logs every 4xx response as "Failed to load resource"; those are expected answers.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  toasts: [
    async ({ page }, use) => {
      await page.addInitScript(recordToasts);
      await use(undefined);
    },
    { auto: true },
  ],
});

/**
 * Runs in every page before its scripts: records the text of every toast (antd message) as it shows, for
 * `expectToast`. A toast lasts 3 s, and at load 15 a check polling the screen for it missed it twice on CI (the
 * work done, the toast gone before the next poll).
 */
function recordToasts() {
  const seen: string[] = [];
  (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const element = node instanceof Element ? node : node.parentElement;
        const within = element?.closest('.ant-message-notice');
        for (const n of within ? [within] : (element?.querySelectorAll('.ant-message-notice') ?? []))
          seen.push(n.textContent ?? '');
      }
  }).observe(document, { childList: true, subtree: true });
}

/** A toast matching `text` has shown on this page since it loaded (recorded by `recordToasts`, on every page). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen?: string[] }).toastsSeen?.join('\n') ?? ''))
    .toMatch(text);
}

/** A phone number no other test uses: `86 139xxxxxxxx`. */
export function uniquePhone(): string {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `86 139${n}`;
}

export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
}

/**
 * The newest code the server's SMS outbox holds for `phone`. Call it once the send was answered (`clickSendCode`,
 * or the API's answer): the server writes the outbox before it answers, so the code is there.
 */
export function readCode(phone: string): string {
  const file = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'sms.jsonl');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const last = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { phone: string; code: string })
    .filter((m) => m.phone === phone)
    .at(-1);
  if (!last) throw new Error(`no SMS code for ${phone} in the outbox`);
  return last.code;
}

/** Presses the form's "send code" button and waits for the server's answer (a code sent, or a refusal). */
export async function clickSendCode(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/sms/sendVCode/'));
  await page.getByTestId('send-code').click();
  return answered;
}

/** Where the test server's fake gateways and clock door listen (server/test/fakes/serve-with-gateways.ts). */
export function testServerDoors(): { alipay: string; paypal: string; wechatpay: string; clock: string } {
  return JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'fake-gateways.json'), 'utf8'));
}

/**
 * Moves the clock of the per-phone code rules: the phone's codes were sent `seconds` earlier, as if that time had
 * passed (no spec sleeps for a rule's time window).
 */
export async function ageCodes(request: APIRequestContext, phone: string, seconds: number) {
  const res = await request.post(`${testServerDoors().clock}/vcodes/age`, { data: { phone, seconds } });
  expect(res.status()).toBe(204);
}

/** Registers a new store through the API; returns its owner's credentials. */
/** A new store signed up through SMS; `dialCode` 1 makes a store that pays in USD (86, the default: CNY). */
export async function registerStore(request: APIRequestContext, dialCode: '86' | '1' = '86') {
  const mobile = dialCode === '86' ? uniquePhone() : `1 415${uniquePhone().slice(-7)}`;
  const sent = await request.post(`/api/sms/sendVCode/${encodeURIComponent(mobile)}`);
  expect(sent.ok()).toBe(true);
  const code = readCode(mobile);
  const username = uniqueName('shop');
  const password = 'Fresh#Store2026pw';
  const res = await request.post('/api/user/register', {
    data: { shopName: `E2E Store ${username}`, userName: username, mobile, code, password },
  });
  expect((await res.json()).code).toBe(200);
  return { username, password, mobile };
}

/** Signs in through the form on /login. */
/** The sign-in form (antd names it `login`): scoped, so a page still leaving the screen cannot match. */
export const loginForm = (page: Page) => page.locator('form#login');

export async function signIn(page: Page, who: { username: string; password: string }) {
  if (!page.url().includes('/login')) await page.goto('/login');
  const form = loginForm(page);
  await form.getByLabel('User name').fill(who.username);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A user's token, for arranging rows through the API. */
export async function tokenOf(page: Page, who: { username: string; password: string }) {
  const res = await page.request.post('/api/login', { data: who });
  return (await res.json()).datas.access_token as string;
}

/** Signs in through the API and puts the token cookie in the browser (for tests about something else). */
export async function signInFast(page: Page, who: { username: string; password: string }) {
  const token = await apiToken(page.request, who);
  await page
    .context()
    .addCookies([{ name: 'admin-token', value: token, url: process.env.E2E_BASE_URL!, sameSite: 'Lax' }]);
  return token;
}

/** A console session's token for `who`, for the API calls a spec makes beside the page. */
export async function apiToken(request: APIRequestContext, who: { username: string; password: string }) {
  const body = await (await request.post('/api/login', { data: who })).json();
  expect(body.code).toBe(200);
  return body.datas.access_token as string;
}

/** The side-menu entries, as shown. */
export const menu = (page: Page) => page.getByTestId('side-menu').getByRole('menuitem');
/** The tab bar, and its tab titles left to right (`await expect(tabTitles(page)).toHaveText([...])`). */
export const tabBar = (page: Page) => page.getByTestId('tabs-bar');
export const tabTitles = (page: Page) => tabBar(page).getByRole('tab');
/** The tab of the page on screen. */
export const activeTab = (page: Page) => tabBar(page).getByRole('tab', { selected: true });

/** The page titled `title` is on screen: browser title and the active tab (whatever the screen renders). */
export async function expectPage(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} - Store Back Office`);
  await expect(activeTab(page)).toHaveText(title);
}
