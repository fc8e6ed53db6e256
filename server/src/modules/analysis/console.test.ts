import {
  ErrorCode,
  localDate,
  presetRange,
  startOfDay,
  type TAnalysis,
  TB,
  type TCloudInfo,
  type TDataOverview,
} from '@skin/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDevice, buildLabelTree, buildStaff, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { shops, symptomLabels } from '../../db/schema.js';
import { selectRows } from '../../lib/sql.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { recount } from '../data/recount.js';
import { analysisBody, buildAnalysis, postAnalysis, uploadPhoto } from './analysis.fixture.js';

/**
 * What the store, the platform, the cloud page and the data centre see of the analyses (issue 23).
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;
let platform: string;
let app: { token: string; deviceNo: string; userId: number };
let b: { shop: ShopRow; owner: string };

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const query = (token: string, body: object = {}, page = 1, size = 20, lang = 'en-US') =>
  s.request('POST', `/api/analysis/query/${page}/${size}`, { token, body, headers: { 'x-lang': lang } });

beforeAll(async () => {
  s = await startServer();
  platform = await loginAs(s, 'platform');
  const st = await buildStoreWithOwner(s.db);
  shop = st.shop;
  owner = await s.login(st.owner.userName, st.owner.password);
  await buildLabelTree(s.db, shop, 'en-US', [
    {
      type: 'Blemishes',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
      ],
    },
  ]);
  const a = await buildAppAccount(s.db, shop);
  app = { token: await appToken(s, a), deviceNo: a.device.deviceNo, userId: a.account.id };
  const sb = await buildStoreWithOwner(s.db);
  b = { shop: sb.shop, owner: await s.login(sb.owner.userName, sb.owner.password) };
});
afterAll(() => s.close());

describe('the store reads its analyses', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    const photo = (await uploadPhoto(s, app.token)).body.datas.key;
    const base = Date.now() - 10 * 3_600_000;
    const bodies = [
      analysisBody(app.deviceNo, {
        analysedAt: new Date(base).toISOString(),
        symptoms: [{ symptomKey: 'acne', degree: 3 }],
        images: [photo],
      }),
      analysisBody(app.deviceNo, {
        analysedAt: new Date(base + 3_600_000).toISOString(),
        symptoms: [{ symptomKey: 'spots', degree: 1 }],
      }),
      analysisBody(app.deviceNo, {
        analysedAt: new Date(base + 7_200_000).toISOString(),
        symptoms: [
          { symptomKey: 'acne', degree: 1 },
          { symptomKey: 'spots', degree: 2 },
        ],
      }),
    ];
    ids = [];
    for (const body of bodies) ids.push((await postAnalysis(s, app.token, body)).body.datas.id);
  });

  it('lists them newest first with names, signed photo and thumbnail URLs, paged', async () => {
    const res = await query(owner);
    expect(res.status, res.text).toBe(200);
    const list = res.body.datas.list as TAnalysis[];
    expect(list.map((r) => r.id)).toEqual([...ids].reverse());
    expect(res.body.datas.total).toBe(3);
    const first = list[2]!;
    expect(first.symptoms).toEqual([{ symptomKey: 'acne', name: 'Acne', degree: 3 }]);
    expect(first.deviceNo).toBe(app.deviceNo);
    expect(first.deviceName).toBeTruthy();
    expect(first.images).toHaveLength(1);
    const thumb = await fetch(`${s.url}${first.images[0]!.thumbUrl.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const page2 = await query(owner, {}, 2, 2);
    expect((page2.body.datas.list as TAnalysis[]).map((r) => r.id)).toEqual([ids[0]]);
  });

  it('hands out the same image URLs all signing window long, cached by the browser until they expire', async () => {
    const urls = async () =>
      ((await query(owner)).body.datas.list as TAnalysis[]).flatMap((r) =>
        r.images.flatMap((i) => [i.url, i.thumbUrl]),
      );
    const hour = 3_600_000;
    const start = Math.ceil(Date.now() / hour) * hour + 2 * hour;
    // Only Date is faked: the server's reads of the clock move, its sockets and timers do not.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 60_000);
      const first = await urls();
      expect(first).toHaveLength(2);
      // Signed at the window's start, valid until 15 minutes past its end (so an URL handed out late still lasts).
      const expires = Number(new URL(first[1]!, 'http://x').searchParams.get('expires'));
      expect(expires * 1000).toBe(start + hour + 15 * 60_000);
      vi.setSystemTime(start + 50 * 60_000);
      expect(await urls()).toEqual(first);
      // The image answers say how long the browser may keep them: until the URL expires.
      const thumb = await fetch(`${s.url}${first[1]!.replace(/^https?:\/\/[^/]+/, '')}`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('cache-control')).toBe(`private, max-age=${expires - (start + 50 * 60_000) / 1000}`);
      // The next window signs again.
      vi.setSystemTime(start + hour + 1000);
      const next = await urls();
      expect(next[0]).not.toBe(first[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by symptom, degree, device, account and time', async () => {
    const ids_ = async (body: object) => ((await query(owner, body)).body.datas.list as TAnalysis[]).map((r) => r.id);
    expect(await ids_({ symptomKey: 'acne' })).toEqual([ids[2], ids[0]]);
    expect(await ids_({ symptomKey: 'acne', degree: 3 })).toEqual([ids[0]]);
    expect(await ids_({ degree: 2 })).toEqual([ids[2]]);
    expect(await ids_({ deviceNo: app.deviceNo.slice(2, 8) })).toHaveLength(3);
    expect(await ids_({ deviceNo: 'nothing-like-it' })).toEqual([]);
    expect(await ids_({ deviceNo: app.deviceNo })).toHaveLength(3);
    expect(await ids_({ userId: app.userId })).toHaveLength(3);
    expect(await ids_({ userId: 999999 })).toEqual([]);
    const list = (await query(owner)).body.datas.list as TAnalysis[];
    expect(await ids_({ from: list[1]!.analysedAt })).toEqual([ids[2], ids[1]]);
    expect(await ids_({ to: list[1]!.analysedAt })).toEqual([ids[1], ids[0]]);
    const bad = await query(owner, { degree: 5 });
    expect(bad.status).toBe(400);
  });

  it('names a symptom in the language asked, else in the first language that has it; one no label has is gone', async () => {
    const st = await buildStoreWithOwner(s.db);
    const token = await s.login(st.owner.userName, st.owner.password);
    const a = await buildAppAccount(s.db, st.shop);
    // Keys of this test alone, so that labels other tests give the platform do not name them.
    const k = (name: string) => `${name}-${st.shop.id}`;
    await buildLabelTree(s.db, st.shop, 'en-US', [
      {
        type: 'T',
        labels: [
          { name: 'Acne', key: k('acne') },
          { name: 'Spots', key: k('spots') },
        ],
      },
    ]);
    await buildLabelTree(s.db, st.shop, 'ja-JP', [{ type: 'T', labels: [{ name: 'ニキビ', key: k('acne') }] }]);
    await buildLabelTree(s.db, st.shop, 'zh-CN', [{ type: 'T', labels: [{ name: '斑点', key: k('spots') }] }]);
    await buildLabelTree(s.db, st.shop, 'es-ES', [{ type: 'T', labels: [{ name: 'Ojeras', key: k('circles') }] }]);
    // The platform's Thai labels: the store has none of its own in Thai, so it sees these.
    await buildLabelTree(s.db, null, 'th-TH', [{ type: 'T', labels: [{ name: 'ริ้วรอย', key: k('wrinkles') }] }]);
    // The platform's English label of a key the store's own English labels do not have: not one the store sees.
    await buildLabelTree(s.db, null, 'en-US', [{ type: 'T', labels: [{ name: 'Pores', key: k('pores') }] }]);
    const keys = ['acne', 'spots', 'circles', 'wrinkles', 'pores', 'deleted'].map(k);
    await buildAnalysis(
      s.db,
      { shopId: st.shop.id, userId: a.account.id, deviceNo: a.device.deviceNo },
      { day: new Date().toISOString().slice(0, 10), symptoms: keys.map((key) => ({ k: key, d: 1 })) },
    );
    const names = async (lang: string) => {
      const res = await query(token, {}, 1, 20, lang);
      expect(res.status, res.text).toBe(200);
      const [row] = res.body.datas.list as TAnalysis[];
      return Object.fromEntries(row!.symptoms.map((x) => [x.symptomKey.replace(`-${st.shop.id}`, ''), x.name]));
    };
    const readInEnglish = {
      acne: 'Acne',
      spots: 'Spots',
      circles: 'Ojeras',
      wrinkles: 'ริ้วรอย',
      pores: null,
      deleted: null,
    };
    expect(await names('en-US')).toEqual(readInEnglish);
    // Where the language asked has no label of a key, the first language that has one (zh-CN before en-US).
    expect(await names('ja-JP')).toEqual({ ...readInEnglish, acne: 'ニキビ', spots: '斑点' });
    // No label of the store's in Vietnamese, nor the platform's of these keys: named all the same, not "gone".
    expect(await names('vi-VN')).toEqual({ ...readInEnglish, spots: '斑点' });
  });

  it('a device’s own number lists that device only, not the devices whose numbers contain it', async () => {
    const st = await buildStoreWithOwner(s.db);
    const token = await s.login(st.owner.userName, st.owner.password);
    const a = await buildAppAccount(s.db, st.shop);
    const longer = await buildDevice(s.db, st.shop, { deviceNo: `${a.device.deviceNo}0` });
    const day = new Date().toISOString().slice(0, 10);
    const row = (deviceNo: string) =>
      buildAnalysis(s.db, { shopId: st.shop.id, userId: a.account.id, deviceNo }, { day });
    const mine = await row(a.device.deviceNo);
    const theirs = await row(longer.deviceNo);
    const ids_ = async (deviceNo: string) =>
      ((await query(token, { deviceNo })).body.datas.list as TAnalysis[]).map((r) => r.id);
    expect(await ids_(a.device.deviceNo)).toEqual([mine.id]);
    expect(await ids_(longer.deviceNo)).toEqual([theirs.id]);
    // A part of a number that is no device's whole number still matches both.
    expect((await ids_(a.device.deviceNo.slice(0, -1))).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('reads one, and never another store’s (404)', async () => {
    const one = await s.post(`/api/analysis/get/${ids[0]}`, undefined, { token: owner });
    expect(one.status, one.text).toBe(200);
    expect(one.body.datas.id).toBe(ids[0]);
    const viaGet = await s.get(`/api/analysis/get/${ids[0]}`, { token: owner });
    expect(viaGet.status).toBe(200);
    const theirs = await s.post(`/api/analysis/get/${ids[0]}`, undefined, { token: b.owner });
    expect([theirs.status, theirs.body.code]).toEqual([404, code('NOT_FOUND')]);
    expect((await query(b.owner)).body.datas.total).toBe(0);
  });

  it('exports the filtered list as CSV with titles in the language asked', async () => {
    const res = await s.request('POST', '/api/analysis/export', {
      token: owner,
      body: { symptomKey: 'acne', format: 'csv', timeZone: 'Asia/Shanghai' },
      headers: { 'x-lang': 'zh-CN' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="analyses-.*\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '编号,分析时间 (Asia/Shanghai),上传时间 (Asia/Shanghai),设备号,设备名称,用户名,用户类型,症状,照片数',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(': 轻度; ');
    expect(lines[1]).toContain(': 中度');
    expect(lines[2]).toContain(': 重度');
    const xlsx = await s.request('POST', '/api/analysis/export', { token: owner, body: { format: 'xlsx' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
  });

  it('needs the analysis code; the platform reads counts per store only', async () => {
    const staff = await buildStaff(s.db, shop, ['users']);
    const st = await s.login(staff.userName, staff.password);
    expect((await query(st)).status).toBe(403);
    const reader = await buildStaff(s.db, shop, ['analysis']);
    const rt = await s.login(reader.userName, reader.password);
    expect((await query(rt)).status).toBe(200);
    expect((await s.request('POST', '/api/analysis/export', { token: rt, body: {} })).status).toBe(403);

    const refused = await query(platform);
    expect([refused.status, refused.body.code]).toEqual([403, code('PLATFORM_NOT_ALLOWED')]);
    expect((await s.post(`/api/analysis/get/${ids[0]}`, undefined, { token: platform })).status).toBe(403);
    const counts = await s.post('/api/analysis/shops/1/200', { shopName: shop.name }, { token: platform });
    expect(counts.status, counts.text).toBe(200);
    const mine = counts.body.datas.list.find((r: { shopId: number }) => r.shopId === shop.id);
    expect(mine).toMatchObject({ shopName: shop.name, total: 3, last30d: 3 });
    expect(JSON.stringify(counts.body.datas)).not.toContain('photos/');
    expect((await s.post('/api/analysis/shops/1/20', {}, { token: owner })).status).toBe(403);
  });
});

describe('a deleted label', () => {
  it('leaves every analysis the name it was recorded with; the delete dialog counts them first', async () => {
    const st = await buildStoreWithOwner(s.db);
    const tk = await s.login(st.owner.userName, st.owner.password);
    const key = `lines-${st.shop.id}`;
    const tree = await buildLabelTree(s.db, st.shop, 'en-US', [
      { type: 'Ageing', labels: [{ name: 'Wrinkles', key }] },
    ]);
    await buildLabelTree(s.db, st.shop, 'zh-CN', [{ type: '衰老', labels: [{ name: '皱纹', key }] }]);
    const label = tree.find((l) => l.parentId !== null)!;
    const acc = await buildAppAccount(s.db, st.shop);
    const t = await appToken(s, acc);
    const usage = async () => {
      const res = await s.post(`/api/symptomLabel/usage/${label.id}`, undefined, { token: tk });
      expect(res.status, res.text).toBe(200);
      return res.body.datas.analyses as number;
    };
    expect(await usage()).toBe(0);
    for (const degree of [1, 3]) {
      const made = await postAnalysis(
        s,
        t,
        analysisBody(acc.device.deviceNo, { symptoms: [{ symptomKey: key, degree }] }),
      );
      expect(made.status, made.text).toBe(201);
    }
    // Another store's analysis of a symptom with the same key is not this label's.
    const other = await buildStoreWithOwner(s.db);
    await buildLabelTree(s.db, other.shop, 'en-US', [{ type: 'T', labels: [{ name: 'Lines', key }] }]);
    const otherAcc = await buildAppAccount(s.db, other.shop);
    const o = await postAnalysis(
      s,
      await appToken(s, otherAcc),
      analysisBody(otherAcc.device.deviceNo, { symptoms: [{ symptomKey: key, degree: 2 }] }),
    );
    expect(o.status, o.text).toBe(201);
    expect(await usage()).toBe(2);

    const removed = await s.post(`/api/symptomLabel/delete/${label.id}`, undefined, { token: tk });
    expect(removed.status, removed.text).toBe(200);
    // Read in English, still "Wrinkles" (not the Chinese label's name), in the list, the detail, the export and the
    // data centre; in Chinese the Chinese name.
    const list = (await query(tk, { symptomKey: key })).body.datas.list as TAnalysis[];
    expect(list).toHaveLength(2);
    for (const a of list) expect(a.symptoms).toEqual([expect.objectContaining({ symptomKey: key, name: 'Wrinkles' })]);
    const one = await s.post(`/api/analysis/get/${list[0]!.id}`, undefined, { token: tk });
    expect(one.body.datas.symptoms[0].name).toBe('Wrinkles');
    const zh = (await query(tk, { symptomKey: key }, 1, 20, 'zh-CN')).body.datas.list as TAnalysis[];
    expect(zh[0]!.symptoms[0]!.name).toBe('皱纹');
    const csv = await s.request('POST', '/api/analysis/export', {
      token: tk,
      body: { format: 'csv', symptomKey: key },
      headers: { 'x-lang': 'en-US' },
    });
    expect(csv.text).toContain('Wrinkles');
    expect(csv.text).not.toContain('皱纹');
    // The analyses were made an hour ago (analysisBody): from that hour's day, which is yesterday just after midnight.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const body = {
      from: day(Date.now() - 2 * 3_600_000),
      to: day(Date.now()),
      grouping: 'day',
      timeZone: 'UTC',
    } as const;
    const data = await s.post<TDataOverview>('/api/data/overview', body, { token: tk });
    expect(data.body.datas.analyses.symptoms.find((x) => x.symptomKey === key)!.name).toBe('Wrinkles');
    expect(data.body.datas.analyses).toEqual((await recount(s.db, st.shop.id, body, new Date())).analyses);
    // Its type's dialog has nothing to count; another store's label is not found.
    const gone = await s.post(`/api/symptomLabel/usage/${label.id}`, undefined, { token: tk });
    expect(gone.status).toBe(404);
    const type = await s.post(`/api/symptomLabel/usage/${label.parentId}`, undefined, { token: tk });
    expect(type.body.datas).toEqual({ analyses: 0 });
    const theirs = await s.post(`/api/symptomLabel/usage/${label.parentId}`, undefined, { token: b.owner });
    expect(theirs.status).toBe(404);
  });

  it("counts a platform label's analyses in the stores that show it", async () => {
    const st = await buildStoreWithOwner(s.db);
    const acc = await buildAppAccount(s.db, st.shop);
    const [master] = await s.db
      .select()
      .from(symptomLabels)
      .where(
        and(isNull(symptomLabels.shopId), eq(symptomLabels.language, 'vi-VN'), eq(symptomLabels.symptomKey, 'acne')),
      );
    const usage = async () =>
      (await s.post(`/api/symptomLabel/usage/${master!.id}`, undefined, { token: platform })).body.datas.analyses;
    const before = await usage();
    const made = await postAnalysis(
      s,
      await appToken(s, acc),
      analysisBody(acc.device.deviceNo, { symptoms: [{ symptomKey: 'acne', degree: 1 }] }),
    );
    expect(made.status, made.text).toBe(201);
    expect(await usage()).toBe(before + 1);
    // A store with labels of its own in Vietnamese shows its own: its analyses are not the platform label's.
    await buildLabelTree(s.db, st.shop, 'vi-VN', [{ type: 'T', labels: [{ name: 'Mụn', key: 'acne' }] }]);
    expect(await usage()).toBe(before);
  });
});

describe('one count of the last 30 days', () => {
  it('the platform per store, the store’s data centre and its list count the same days (device’s day, reader’s zone)', async () => {
    const st = await buildStoreWithOwner(s.db);
    const tk = await s.login(st.owner.userName, st.owner.password);
    const w = await buildAppAccount(s.db, st.shop);
    const who = { shopId: st.shop.id, userId: w.account.id, deviceNo: w.device.deviceNo };
    const timeZone = 'Asia/Shanghai';
    const today = localDate(new Date(), timeZone);
    const range = presetRange('30d', today);
    const start = startOfDay(range.from, timeZone).getTime();
    // Analyses on a Shanghai device (its day is its clock's): just before the range's first day starts (inside the
    // last 30 times 24 hours, outside the 30 days), just after it, mid-range and an hour ago.
    const times = [start - 1000, start + 1000, start + 15 * 86_400_000, Date.now() - 3_600_000];
    for (const t of times) {
      await buildAnalysis(s.db, who, { day: localDate(new Date(t), timeZone), at: new Date(t) });
    }
    const inRange = times.filter((t) => localDate(new Date(t), timeZone) >= range.from).length;
    expect(inRange).toBe(3);

    const counts = await s.post('/api/analysis/shops/1/20', { shopName: st.shop.name, timeZone }, { token: platform });
    expect(counts.status, counts.text).toBe(200);
    const row = counts.body.datas.list.find((r: { shopId: number }) => r.shopId === st.shop.id);
    expect(row).toMatchObject({ total: 4, last30d: inRange });

    const data = await s.post<TDataOverview>(
      '/api/data/overview',
      { ...range, grouping: 'day', timeZone },
      { token: tk },
    );
    expect(data.status, data.text).toBe(200);
    expect(data.body.datas.analyses.count).toBe(inRange);

    // The list as the console asks for the same days: from the first day's start to the last day's end, there.
    const list = await query(tk, {
      from: `${range.from}T00:00:00+08:00`,
      to: `${range.to}T23:59:59.999+08:00`,
    });
    expect(list.body.datas.total).toBe(inRange);

    // Without a zone the days are UTC's; a zone that is not one is refused with the field named.
    const utc = await s.post('/api/analysis/shops/1/20', { shopName: st.shop.name }, { token: platform });
    const utcRange = presetRange('30d', localDate(new Date(), 'UTC'));
    expect(utc.body.datas.list[0].last30d).toBe(
      times.filter((t) => {
        const d = localDate(new Date(t), timeZone);
        return d >= utcRange.from && d <= utcRange.to;
      }).length,
    );
    const bad = await s.post('/api/analysis/shops/1/20', { timeZone: 'Mars/Base' }, { token: platform });
    expect([bad.status, bad.body.code, Object.keys(bad.body.datas.fields)]).toEqual([400, 100400, ['timeZone']]);
  });
});

describe('the cloud bill counts the photos', () => {
  it('shows what uses the space, adding up to usageBytes, and the price follows it across a TB', async () => {
    const st = await buildStoreWithOwner(s.db);
    const tk = await s.login(st.owner.userName, st.owner.password);
    const info = async () => {
      const res = await s.post<TCloudInfo>('/api/cloud/info', {}, { token: tk });
      expect(res.status, res.text).toBe(200);
      return res.body.datas;
    };
    const before = await info();
    const a = await buildAppAccount(s.db, st.shop);
    const t = await appToken(s, a);
    const photo = await uploadPhoto(s, t);
    expect(photo.status).toBe(200);
    const after = await info();
    const kind = (i: TCloudInfo, k: string) => i.usage.find((u) => u.kind === k)!;
    // An empty store: every part 0 bytes and 0 files.
    expect(before.usage).toEqual([
      { kind: 'analysisPhotos', bytes: 0, files: 0, thumbnails: { bytes: 0, files: 0 } },
      { kind: 'contentImages', bytes: 0, files: 0 },
      { kind: 'other', bytes: 0, files: 0 },
      { kind: 'unlisted', bytes: 0, files: 0 },
    ]);
    // One photo is one photo: its thumbnail's bytes are in its part, shown apart, not a second file.
    const photos = kind(after, 'analysisPhotos');
    expect(photos.files).toBe(1);
    expect(photos.thumbnails!.files).toBe(1);
    expect(photos.bytes).toBe(photo.body.datas.size + photos.thumbnails!.bytes);
    expect(photos.thumbnails!.bytes).toBeGreaterThan(0);
    expect(after.usageBytes - before.usageBytes).toBe(kind(after, 'analysisPhotos').bytes);
    for (const i of [before, after]) expect(i.usage.reduce((sum, u) => sum + u.bytes, 0)).toBe(i.usageBytes);

    // Just under a TB that no stored file names: one TB billed, the bytes shown as not itemised (no files); the
    // photo's bytes on top make it two.
    await s.db
      .update(shops)
      .set({ ossSize: TB - 1 })
      .where(eq(shops.id, st.shop.id));
    const under = await info();
    expect(under.quote.quantity).toBe(1);
    expect(kind(under, 'unlisted')).toEqual({ kind: 'unlisted', bytes: TB - 1 - photos.bytes, files: 0 });
    await s.db
      .update(shops)
      .set({ ossSize: TB - 1 + photos.bytes })
      .where(eq(shops.id, st.shop.id));
    const over = await info();
    expect(over.quote.quantity).toBe(2);
    expect(over.quote.amount).toBe(2 * under.quote.amount);
    expect(over.usage.reduce((sum, u) => sum + u.bytes, 0)).toBe(over.usageBytes);
    expect(kind(over, 'other')).toEqual({ kind: 'other', bytes: 0, files: 0 });
  });
});

describe('the data centre counts the analyses', () => {
  it('equals a count of the rows, for the store and every store, by day, week and month, folded or not', async () => {
    const st = await buildStoreWithOwner(s.db);
    const tk = await s.login(st.owner.userName, st.owner.password);
    await buildLabelTree(s.db, st.shop, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
    const w = await buildAppAccount(s.db, st.shop);
    const v = await buildAppAccount(s.db, st.shop, { account: { userType: 2 } });
    const keys = ['acne', 'spots', 'pores'];
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 120; i++) {
      const who = rnd(3) ? w : v;
      const day = new Date(Date.UTC(2026, 6, 1) + rnd(120) * 86_400_000).toISOString().slice(0, 10);
      const n = 1 + rnd(3);
      await buildAnalysis(
        s.db,
        { shopId: st.shop.id, userId: who.account.id, userType: who.account.userType, deviceNo: who.device.deviceNo },
        // Late in the device's day: in UTC the next day, so the day counted is the device's, not the instant's.
        {
          day,
          at: new Date(`${day}T23:30:00+08:00`),
          symptoms: keys.slice(0, n).map((k) => ({ k, d: 1 + rnd(3) })),
        },
      );
      if (i === 60) await s.deps.data.fold();
    }
    const check = async (token: string, shopId: number | null, body: object) => {
      const res = await s.post<TDataOverview>('/api/data/overview', body, { token });
      expect(res.status, res.text).toBe(200);
      const expected = await recount(s.db, shopId, body as never, new Date());
      expect(res.body.datas.analyses).toEqual(expected.analyses);
      return res.body.datas.analyses;
    };
    const ranges = [
      { from: '2026-07-01', to: '2026-08-15', grouping: 'day', timeZone: 'Asia/Shanghai' },
      { from: '2026-07-03', to: '2026-10-30', grouping: 'week', timeZone: 'UTC' },
      { from: '2026-07-01', to: '2026-11-30', grouping: 'month', timeZone: 'America/New_York' },
    ];
    for (const r of ranges) {
      const mine = await check(tk, st.shop.id, r);
      expect(mine.count).toBeGreaterThan(0);
      expect(mine.byDevice!.reduce((t, d) => t + d.count, 0)).toBe(mine.count);
      expect(mine.byUserType.working + mine.byUserType.viewer).toBe(mine.count);
      const all = await check(platform, null, r);
      expect(all.byDevice).toBeNull();
    }
    while ((await s.deps.data.fold()) > 0);
    for (const r of ranges) await check(tk, st.shop.id, r);
    const month = await check(tk, st.shop.id, ranges[2]!);
    expect(month.count).toBe(120);
    expect(month.symptoms.find((x) => x.symptomKey === 'acne')!.name).toBe('Acne');
  });

  it('keeps the aggregates under a quarter of the rows they count when a store is busy', async () => {
    const st = await buildStoreWithOwner(s.db);
    const w = await buildAppAccount(s.db, st.shop);
    const v = await buildAppAccount(s.db, st.shop, { account: { userType: 2 } });
    const keys = ['acne', 'spots', 'pores', 'redness', 'wrinkles'];
    // 30 analyses a day for ten days on two devices, three or four symptoms each.
    for (let i = 0; i < 300; i++) {
      const who = i % 3 ? w : v;
      const day = `2026-09-${String(1 + (i % 10)).padStart(2, '0')}`;
      await buildAnalysis(
        s.db,
        { shopId: st.shop.id, userId: who.account.id, userType: who.account.userType, deviceNo: who.device.deviceNo },
        {
          day,
          symptoms: keys.slice(i % 2, 3 + (i % 2) + (i % 3 ? 0 : 1)).map((k, j) => ({ k, d: 1 + ((i + j) % 3) })),
        },
      );
    }
    while ((await s.deps.data.fold()) > 0);
    const [agg] = await selectRows(
      s.db,
      sql`select count(*)::int as n from stats where shop_id = ${st.shop.id} and stat_daily(metric)`,
    );
    const [rows] = await selectRows(
      s.db,
      sql`select (select count(*) from analyses where shop_id = ${st.shop.id})
               + (select count(*) from analysis_symptoms where shop_id = ${st.shop.id}) as n`,
    );
    expect(Number(agg!.n) / Number(rows!.n)).toBeLessThan(0.25);
  });

  it('exports the analyses figures with the others', async () => {
    const res = await s.request('POST', '/api/data/export', {
      token: owner,
      body: { from: '2026-01-01', to: '2026-12-31', grouping: 'month', format: 'csv' },
      headers: { 'x-lang': 'en-US' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('Analyses by user type');
    expect(res.text).toContain('Symptoms found by degree');
    expect(res.text).toContain('Analyses by device');
  });
});
