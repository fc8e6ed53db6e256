import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, bulkInsert } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { parseCsv } from '../../../test/spreadsheets.js';
import { shops } from '../../db/schema.js';
import { buildAppAccounts, M, N } from './accounts.fixture.js';

let s: TestServer;
let owner: string;
let staff: string;
let platform: string;
let secondShopId: number;

async function download(body: unknown, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/api/user/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  s = await startServer();
  const { mine, other } = await buildAppAccounts(s.db);
  const staffRow = await buildStaff(s.db, mine.shop, ['users', 'shop-device']);
  [owner, staff, platform] = await Promise.all([
    s.login(mine.owner.userName, mine.owner.password),
    s.login(staffRow.userName, staffRow.password),
    loginAs(s, 'platform'),
  ]);
  secondShopId = other.shop.id;
  // Text a spreadsheet would run as a formula, and text that needs quoting.
  const res = await s.post(
    '/api/user/add',
    {
      userType: 2,
      userName: 'formula1',
      mobile: '86 13955550001',
      password: 'Strong#Pass2026',
      address: '=HYPERLINK("http://evil.example","click"), "quoted"',
      deviceNo: '',
      permanent: true,
    },
    { token: owner },
  );
  expect(res.status).toBe(200);
});
afterAll(() => s.close());

describe('POST /api/user/export', () => {
  it('writes the filtered, sorted list as CSV with translated titles and a download name', async () => {
    const { res, bytes } = await download(
      { format: 'csv', userType: 2, sortField: 'userName', sortOrder: 'ascend' },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="app-accounts-\d{8}-\d{4}\.csv"$/);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'User name',
      'User type',
      'Mobile phone',
      'Status',
      'Address',
      'Device number',
      'Permanent user',
      'Expiration time (UTC)',
      'Add time (UTC)',
    ]);
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toEqual([N.chenjing, 'formula1', N.mariag, N.nguyenan, N.siti, N.tanaka, N.zhaoyun]);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
    expect(byName[N.chenjing]![3]).toBe('Closed');
    expect(byName[N.siti]![3]).toBe('Disabled');
    // The phone as people write it; the leading `+` neutralised, as a spreadsheet would run it.
    expect(byName[N.zhaoyun]).toMatchObject({ 1: 'Viewer-end subaccount', 2: `'+${M.zhaoyun}`, 6: 'Yes', 7: '' });
    expect(byName[N.mariag]![7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('keeps formula-looking text inert and quoted text intact', async () => {
    const { bytes } = await download({ userName: 'formula1' }, owner);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[1]![4]).toBe(`'=HYPERLINK("http://evil.example","click"), "quoted"`);
  });

  it("writes titles in the caller's language and times in the given time zone", async () => {
    const utc = parseCsv((await download({ userName: N.mariag }, owner)).bytes.toString('utf8').slice(1));
    const { bytes } = await download({ userName: N.mariag, timeZone: 'Asia/Shanghai' }, owner, {
      'accept-language': 'zh-CN',
    });
    const zh = parseCsv(bytes.toString('utf8').slice(1));
    expect(zh[0]![0]).toBe('用户名');
    expect(zh[0]![8]).toBe('添加时间 (Asia/Shanghai)');
    expect(zh[1]![1]).toBe('观看端子账号');
    const shift = Date.parse(`${zh[1]![8]!.replace(' ', 'T')}Z`) - Date.parse(`${utc[1]![8]!.replace(' ', 'T')}Z`);
    expect(shift).toBe(8 * 3600_000);
    const bad = await s.post('/api/user/export', { timeZone: 'Mars/Olympus' }, { token: owner });
    expect(bad.status).toBe(400);
  });

  it('writes an XLSX workbook that opens, with text cells only', async () => {
    const { res, bytes } = await download({ format: 'xlsx' }, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/filename="app-accounts-\d{8}-\d{4}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Users');
    expect(ws.rowCount).toBe(11); // title + 10 accounts
    expect(ws.getRow(1).getCell(1).value).toBe('User name');
    const cells: Record<string, unknown> = {};
    ws.eachRow((row, n) => {
      if (n > 1) cells[String(row.getCell(1).value)] = row.getCell(5).value;
    });
    expect(cells.formula1).toBe('=HYPERLINK("http://evil.example","click"), "quoted"');
    expect(Object.keys(cells)).toContain(N.linmei);
    // Phones keep their `+` as text cells.
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === N.zhaoyun) {
        expect(row.getCell(3).value).toBe(`+${M.zhaoyun}`);
        expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
      }
    });
  });

  it('needs both the `users` and `export` codes', async () => {
    expect((await s.post('/api/user/export', {}, { token: staff })).body.code).toBe(100403);
    // `export` alone cannot even be granted (it needs its screen's `users`).
    const grant = await s.post(
      '/api/staff/add',
      { userName: 'exporter1', password: 'Export#Only2026', access: ['export'] },
      { token: owner },
    );
    expect(grant.body.code).toBe(400302);
    expect((await s.post('/api/user/export', {})).status).toBe(401);
  });

  it('lets the platform export a named store', async () => {
    expect((await s.post('/api/user/export', {}, { token: platform })).status).toBe(400);
    const { res, bytes } = await download({ shopId: secondShopId }, platform);
    expect(res.status).toBe(200);
    const names = parseCsv(bytes.toString('utf8').slice(1))
      .slice(1)
      .map((r) => r[0])
      .sort();
    expect(names).toEqual([N.priya, N.weiliang]);
  });

  it('refuses bad input', async () => {
    for (const body of [{ format: 'pdf' }, { status: 9 }, { expireFrom: 'soon' }]) {
      const res = await s.post('/api/user/export', body, { token: owner });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('asks for a narrower filter past 100,000 rows', async () => {
    const [shop] = await s.db.insert(shops).values({ name: 'Huge Store' }).returning();
    await bulkInsert(
      s.db,
      sql`insert into app_users (shop_id, user_type, user_name, permanent)
        select ${shop!.id}, 1, 'bulk' || g, true from generate_series(1, 100001) g`,
    );
    const res = await s.post('/api/user/export', { shopId: shop!.id }, { token: platform });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400104 });
    expect(res.body.message).toContain('100000');
    const narrower = await s.post('/api/user/export', { shopId: shop!.id, userName: 'bulk1000' }, { token: platform });
    expect(narrower.status).toBe(200);
  });
});
