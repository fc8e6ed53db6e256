import { localDate, presetRange } from '@skin/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysis } from '../src/modules/analysis/analysis.fixture.js';
import { buildCustomer } from '../src/modules/customer/customer.fixture.js';
import {
  buildAppUser,
  buildDevice,
  buildLabelType,
  buildOrder,
  buildProductType,
  buildStoreWithOwner,
  buildSymptomLabel,
  type ShopRow,
} from './factories.js';
import { loginAs, startServer, type TestServer } from './helper.js';
import { csvText, firstSheet, formulaCells, parseCsv, xlsxFormulas } from './spreadsheets.js';

/**
 * Every download of the API (lists, the data centre, the label and programme templates) with text a spreadsheet
 * would run in every text field it shows: no cell of a CSV runs, read with `,` or `;` or split at every
 * separator, and no XLSX cell is a formula; amounts are numbers with their currency's format in XLSX and plain
 * decimals in CSV; phones keep their `+`.
 */
const EVIL = 'x;=1+1;y';
const EVIL2 = '@SUM(A1),=2+3';
const DAY = 86_400_000;

/** Each download and how the test calls it; the first walk checks the list against the OpenAPI document. */
const DOWNLOADS = [
  'POST /api/user/export',
  'GET /api/user/export',
  'POST /api/userOrder/export',
  'GET /api/userOrder/export',
  'POST /api/data/export',
  'GET /api/data/export',
  'POST /api/analysis/export',
  'GET /api/analysis/export',
  'POST /api/customer/export',
  'GET /api/customer/export',
  'GET /api/symptomLabel/export',
  'GET /api/symptomLabel/template',
  'GET /api/product/template',
] as const;
/** Downloads without a spreadsheet: a customer's data as a ZIP of JSON and photos (customer/export-zip.test.ts). */
const ARCHIVES = ['POST /api/customer/export/{id}'] as const;
/** Operations without a JSON answer that are not downloads of ours: stored files, gateways' pages and calls. */
const NOT_DOWNLOADS = [
  'GET /api/file/get',
  'GET /api/file/raw',
  'GET /api/sandbox/checkout/{tradeNo}',
  'POST /api/sandbox/checkout/{tradeNo}/pay',
  'POST /api/sandbox/checkout/{tradeNo}/fail',
  'POST /api/sandbox/notify',
  'POST /api/alipay/notify',
  'POST /api/wechatpay/notify',
  'POST /api/paypal/notificationIPN',
  'GET /api/paypal/return',
  'GET /api/paypal/return/{orderNo}',
  'GET /api/paypal/cancel/{orderNo}',
];

let s: TestServer;
let token: string;
let platform: string;
let shop: ShopRow;
const today = (tz: string) => localDate(new Date(), tz);
const RANGE = { ...presetRange('30d', today('UTC')), grouping: 'week', timeZone: 'UTC' };

beforeAll(async () => {
  s = await startServer();
  const mine = await buildStoreWithOwner(s.db, { name: `Shop ${EVIL}` });
  shop = mine.shop;
  await buildAppUser(s.db, shop, { address: EVIL, mobile: '86 13800138000', userName: 'evilrow1' });
  await buildAppUser(s.db, shop, { address: EVIL2, mobile: '1 4155550124', userName: 'evilrow2' });
  // A pending order, and one paid long ago and refunded today: a negative net revenue in the range.
  await buildOrder(s.db, shop, mine.owner, { orderAmount: 123456, unitPrice: 123456 });
  const paidAt = new Date(Date.now() - 400 * DAY);
  await buildOrder(s.db, shop, mine.owner, {
    createdAt: new Date(paidAt.getTime() - 60_000),
    orderStatus: 5,
    payStatus: 3,
    payMethod: 'sandbox',
    payAmount: 200000,
    paidAt,
    refundedAt: new Date(),
  });
  const type = await buildLabelType(s.db, shop, 'en-US', { name: `Type ${EVIL}` });
  await buildSymptomLabel(s.db, type, { name: EVIL2, description: `-1+1 ${EVIL}` });
  await buildProductType(s.db, shop, { name: `=HYPERLINK("x");${EVIL}` });
  [token, platform] = await Promise.all([s.login(mine.owner.userName, mine.owner.password), loginAs(s, 'platform')]);
});
afterAll(() => s.close());

async function download(route: (typeof DOWNLOADS)[number], body: Record<string, unknown> = {}, who = token) {
  const [method, path] = route.split(' ') as [string, string];
  const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(`${s.url}${path}${method === 'GET' && query ? `?${query}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${who}`,
      'accept-language': 'en-US',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${route} ${await res.clone().text()}`).toBe(200);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The rows of a CSV download, checked first: no cell runs however it is read. */
async function csvRows(route: (typeof DOWNLOADS)[number], body: Record<string, unknown>, who = token) {
  const { res, bytes } = await download(route, { ...body, format: 'csv' }, who);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(formulaCells(bytes), route).toEqual([]);
  return parseCsv(csvText(bytes));
}

/** The first sheet of an XLSX download, checked first: no cell of any sheet is a formula. */
async function sheet(route: (typeof DOWNLOADS)[number], body: Record<string, unknown>, who = token) {
  const { res, bytes } = await download(route, { ...body, format: 'xlsx' }, who);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.xlsx"$/);
  expect(await xlsxFormulas(bytes), route).toEqual([]);
  return firstSheet(bytes);
}

const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: ExcelJS.Row[] = [];
  ws.eachRow((r) => out.push(r));
  return out;
};

describe('every download', () => {
  it('is listed here: the operations without a JSON answer are downloads or known pages and calls', async () => {
    const doc = (await s.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const raw = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.responses?.['200']?.content?.['application/json'])
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    const known = new Set<string>([...DOWNLOADS, ...ARCHIVES, ...NOT_DOWNLOADS]);
    expect(raw.filter((r) => !known.has(r))).toEqual([]);
    for (const d of [...DOWNLOADS, ...ARCHIVES]) expect(raw, d).toContain(d);
  });
});

describe('user/export', () => {
  for (const route of ['POST /api/user/export', 'GET /api/user/export'] as const) {
    it(`${route}: inert text, phones with their +`, async () => {
      const rows = await csvRows(route, { userName: 'evilrow' });
      const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
      expect(byName.evilrow1![2]).toBe(`'+86 13800138000`);
      expect(byName.evilrow1![4]).toBe(`x;'=1+1;y`);
      expect(byName.evilrow2![4]).toBe(`'@SUM(A1),'=2+3`);
      const ws = await sheet(route, { userName: 'evilrow' });
      const cells = Object.fromEntries(rowsOf(ws).map((r) => [String(r.getCell(1).value), r]));
      expect(cells.evilrow1!.getCell(3).value).toBe('+86 13800138000');
      expect(cells.evilrow2!.getCell(3).value).toBe('+1 4155550124');
      expect(cells.evilrow1!.getCell(5).value).toBe(EVIL);
      for (const r of [cells.evilrow1!, cells.evilrow2!])
        for (const c of [3, 5]) expect(r.getCell(c).type).toBe(ExcelJS.ValueType.String);
    });
  }
});

describe('userOrder/export', () => {
  for (const route of ['POST /api/userOrder/export', 'GET /api/userOrder/export'] as const) {
    it(`${route}: amounts as numbers with the currency's format, the store's name inert`, async () => {
      const rows = await csvRows(route, { shopId: shop.id }, platform);
      const pending = rows.find((r) => r[8] === '1234.56')!;
      expect(pending).toBeTruthy();
      expect(pending[1]).toBe(`Shop x;'=1+1;y`);
      expect(pending[7]).toBe('CNY');
      expect(pending.slice(9, 13)).toEqual(['0.00', '1', '1234.56', '1']);
      const ws = await sheet(route, { shopId: shop.id }, platform);
      const row = rowsOf(ws).find((r) => r.getCell(9).value === 1234.56)!;
      expect(row.getCell(2).value).toBe(`Shop ${EVIL}`);
      for (const c of [9, 10, 12]) {
        expect(row.getCell(c).type, `column ${c}`).toBe(ExcelJS.ValueType.Number);
        expect(row.getCell(c).numFmt, `column ${c}`).toBe('"¥"#,##0.00');
      }
      expect(row.getCell(12).value).toBe(1234.56);
      expect(row.getCell(11).value).toBe(1);
      expect(row.getCell(13).value).toBe(1);
    });
  }
});

describe('data/export', () => {
  for (const route of ['POST /api/data/export', 'GET /api/data/export'] as const) {
    it(`${route}: a negative net revenue stays a number; the store's name inert`, async () => {
      const rows = await csvRows(route, RANGE);
      expect(rows[0]).toEqual(['Scope', `Shop x;'=1+1;y`]);
      const net = rows.find((r) => r[0] === 'Net revenue (CNY)')!;
      expect(net.slice(1, 3)).toEqual(['-2000.00', '0.00']);
      const ws = await sheet(route, RANGE);
      expect(ws.getRow(1).getCell(2).value).toBe(`Shop ${EVIL}`);
      const x = rowsOf(ws).find((r) => r.getCell(1).value === 'Net revenue (CNY)')!;
      expect(x.getCell(2).value).toBe(-2000);
      expect(x.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(x.getCell(2).numFmt).toBe('"¥"#,##0.00');
      const orders = rowsOf(ws).find((r) => r.getCell(1).value === 'Orders')!;
      expect(orders.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(orders.getCell(2).value).toBe(1);
    });
  }
});

describe('analysis/export', () => {
  for (const route of ['POST /api/analysis/export', 'GET /api/analysis/export'] as const) {
    it(`${route}: the device's name and the symptom's inert, the photo count a number`, async () => {
      const device = await buildDevice(s.db, shop, { deviceName: EVIL });
      const user = await buildAppUser(s.db, shop, { deviceNo: device.deviceNo });
      await buildAnalysis(
        s.db,
        { shopId: shop.id, userId: user.id, deviceNo: device.deviceNo },
        { day: today('UTC'), at: new Date(Date.now() - 60_000), symptoms: [{ k: '=cmd', d: 2 }] },
      );
      const rows = await csvRows(route, { deviceNo: device.deviceNo });
      expect(rows[0]![0]).toBe('No.');
      expect(rows[1]![4]).toBe(`x;'=1+1;y`);
      const ws = await sheet(route, { deviceNo: device.deviceNo });
      expect(ws.getRow(2).getCell(5).value).toBe(EVIL);
      expect(ws.getRow(2).getCell(9).type).toBe(ExcelJS.ValueType.Number);
    });
  }
});

describe('customer/export', () => {
  beforeAll(() =>
    buildCustomer(s.db, shop.id, { code: 'EVIL-1', name: EVIL, note: EVIL2, phone: '86 13800138000', visits: 2 }),
  );
  for (const route of ['POST /api/customer/export', 'GET /api/customer/export'] as const) {
    it(`${route}: her name and note inert, her phone with its +, her visits a number`, async () => {
      const rows = await csvRows(route, { text: 'EVIL-1' });
      expect(rows[0]![0]).toBe('Member number');
      expect(rows[1]!.slice(0, 3)).toEqual(['EVIL-1', `x;'=1+1;y`, `'+86 13800138000`]);
      const ws = await sheet(route, { text: 'EVIL-1' });
      expect(ws.getRow(2).getCell(2).value).toBe(EVIL);
      expect(ws.getRow(2).getCell(3).value).toBe('+86 13800138000');
      expect(ws.getRow(2).getCell(10).value).toBe(EVIL2);
      expect(ws.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.Number);
    });
  }
});

describe('times', () => {
  const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  const ZONE = 'Asia/Shanghai';
  /** The lists with times: the platform's orders of this file's store, its accounts, its analyses. */
  const LISTS = [
    ['POST /api/user/export', ['Add time']],
    ['POST /api/userOrder/export', ['Order time', 'Refund time']],
    ['POST /api/analysis/export', ['Analysed at']],
  ] as const;
  const call = (route: (typeof LISTS)[number][0]) =>
    route === 'POST /api/userOrder/export'
      ? ([{ shopId: shop.id, timeZone: ZONE }, platform] as const)
      : route === 'POST /api/user/export'
        ? ([{ userName: 'evilrow', timeZone: ZONE }, token] as const)
        : ([{ timeZone: ZONE }, token] as const);

  it('writes every moment in the zone asked, says the zone in its column’s title, and is a date in XLSX', async () => {
    const device = await buildDevice(s.db, shop);
    const user = await buildAppUser(s.db, shop, { deviceNo: device.deviceNo });
    await buildAnalysis(
      s.db,
      { shopId: shop.id, userId: user.id, deviceNo: device.deviceNo },
      { day: '2026-05-02', at: new Date(Date.UTC(2026, 4, 1, 16, 30, 5)), symptoms: [{ k: 'acne', d: 1 }] },
    );
    for (const [route, titles] of LISTS) {
      const [body, who] = call(route);
      const rows = await csvRows(route, body, who);
      const ws = await sheet(route, body, who);
      const head = rows[0]!;
      const timeColumns = head.flatMap((_, i) => (rows.slice(1).some((r) => DATE_TIME.test(r[i] ?? '')) ? [i] : []));
      expect(timeColumns.length, route).toBeGreaterThan(0);
      for (const t of titles) expect(head, route).toContain(`${t} (${ZONE})`);
      for (const i of timeColumns) {
        expect(head[i], `${route} column ${i}`).toMatch(/ \(Asia\/Shanghai\)$/);
        expect(ws.getRow(1).getCell(i + 1).value, route).toBe(head[i]);
        for (const [n, r] of rows.slice(1).entries()) {
          const cell = ws.getRow(n + 2).getCell(i + 1);
          if (!r[i]) {
            expect(cell.value ?? null, `${route} ${cell.address}`).toBeNull();
            continue;
          }
          expect(cell.type, `${route} ${cell.address} ${String(cell.value)}`).toBe(ExcelJS.ValueType.Date);
          expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
          // The spreadsheet's date is the zone's wall clock, as the CSV writes it.
          expect((cell.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(r[i]);
        }
      }
    }
    const analyses = await csvRows('POST /api/analysis/export', { deviceNo: device.deviceNo, timeZone: ZONE });
    expect(analyses[1]![1]).toBe('2026-05-02 00:30:05');
  });

  it('leaves no moment as text in any XLSX list', async () => {
    for (const [route] of LISTS) {
      const [body, who] = call(route);
      const ws = await sheet(route, body, who);
      const texts: string[] = [];
      ws.eachRow((row, n) =>
        row.eachCell((c) => {
          if (n > 1 && c.type === ExcelJS.ValueType.String && DATE_TIME.test(String(c.value))) texts.push(c.address);
        }),
      );
      expect(texts, route).toEqual([]);
    }
  });
});

describe('templates', () => {
  it('GET /api/symptomLabel/export: the labels as text cells, never formulas', async () => {
    const ws = await sheet('GET /api/symptomLabel/export', { language: 'en-US' });
    const row = rowsOf(ws).find((r) => r.getCell(2).value === EVIL2)!;
    expect(row.getCell(1).value).toBe(`Type ${EVIL}`);
    expect(row.getCell(7).value).toBe(`-1+1 ${EVIL}`);
    for (const c of [1, 2, 7]) expect(row.getCell(c).type).toBe(ExcelJS.ValueType.String);
  });

  it('GET /api/symptomLabel/template and GET /api/product/template hold no formula', async () => {
    await sheet('GET /api/symptomLabel/template', { language: 'en-US' });
    const { bytes } = await download('GET /api/product/template');
    expect(await xlsxFormulas(bytes)).toEqual([]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const names: unknown[] = [];
    wb.getWorksheet('lists')!
      .getColumn(1)
      .eachCell((c) => names.push(c.value));
    expect(names).toContain(`=HYPERLINK("x");${EVIL}`);
  });
});
