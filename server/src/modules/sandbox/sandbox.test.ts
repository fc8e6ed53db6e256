import { LANGUAGES } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOwner, buildShop } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';

/** The sandbox gateway's checkout page speaks the payer's console language (issue 20). */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ JOBS_POLL_MS: '60000' });
});
afterAll(() => s.close());

/** A cloud order opened with the sandbox from a console in `lang`: the checkout URL the payment page goes to. */
async function checkoutUrl(lang: string) {
  const shop = await buildShop(s.db);
  const owner = await buildOwner(s.db, shop, { mobile: `86 1391234${String(shop.id).padStart(4, '0')}` });
  const token = await s.login(owner.userName, owner.password);
  const made = await s.post<string>('/api/userOrder/add', { orderType: 2, userId: owner.id }, { token });
  const opened = await s.post(
    `/api/userOrder/pay/${made.body.datas}`,
    { payMethod: 'sandbox' },
    { token, headers: { 'x-lang': lang } },
  );
  expect(opened.status, opened.text).toBe(200);
  return opened.body.datas.url as string;
}

/** The words a payer reads on a page (tag contents and button labels, without the markup and the style sheet). */
const wordsOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .split(/<[^>]+>/)
    .map((t) => t.trim())
    .filter(Boolean);

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${url}`, { headers });
  return { status: res.status, html: await res.text() };
}

describe('sandbox checkout page', () => {
  it('opens in the console language the payment was started in; its buttons keep it', async () => {
    const url = await checkoutUrl('ja-JP');
    expect(url).toMatch(/\?lang=ja-JP$/);
    // The browser says English; the console said Japanese.
    const { status, html } = await page(url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ja-JP">');
    expect(wordsOf(html)).toEqual(
      expect.arrayContaining(['サンドボックス決済', 'テスト支払いです。実際のお金は引き落とされません。', '支払う']),
    );
    expect(html).toMatch(/action="[^"]+\/pay\?lang=ja-JP"/);
    expect(html).toMatch(/action="[^"]+\/fail\?lang=ja-JP"/);
  });

  it('without a language in the URL follows the browser, else English', async () => {
    const url = (await checkoutUrl('en-US')).replace(/\?.*$/, '');
    expect((await page(url, { 'accept-language': 'th-TH,th;q=0.9' })).html).toContain('<html lang="th-TH">');
    expect((await page(`${url}?lang=xx-YY`, { 'accept-language': 'vi' })).html).toContain('<html lang="vi-VN">');
    expect((await page(url)).html).toContain('<html lang="en-US">');
  });

  it('has every text translated in each of the seven languages', async () => {
    const url = (await checkoutUrl('en-US')).replace(/\?.*$/, '');
    const english = wordsOf((await page(`${url}?lang=en-US`)).html).filter((w) => !/^[\d\s.,:$¥A-Z-]+$/.test(w));
    expect(english.length).toBeGreaterThanOrEqual(7);
    for (const lang of LANGUAGES.filter((l) => l !== 'en-US')) {
      const words = wordsOf((await page(`${url}?lang=${lang}`)).html);
      for (const w of english) expect(words, `${lang}: "${w}"`).not.toContain(w);
    }
  });

  it('answers an unknown trade with a page in the payer language', async () => {
    const res = await page('/api/sandbox/checkout/SBX000000000000000000000000?lang=es-ES');
    expect(res.status).toBe(404);
    expect(res.html).toContain('<html lang="es-ES">');
    expect(wordsOf(res.html)).toContain('Este pago no existe. Vuelva a iniciar el pago desde la consola.');
    const pressed = await fetch(`${s.url}/api/sandbox/checkout/SBX000000000000000000000000/pay?lang=zh-CN`, {
      method: 'POST',
    });
    expect(pressed.status).toBe(404);
    expect(await pressed.text()).toContain('找不到这笔付款');
  });
});
