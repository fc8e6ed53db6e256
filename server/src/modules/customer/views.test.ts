import { PHOTO_VIEW_KEEP_DAYS, type TCustomerViewsResponse } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppUser, buildDevice, buildStaff, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { photoViews } from '../../db/schema.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from './customer.fixture.js';

/**
 * Who saw her photos (issue 42 item 7): an analysis's detail and a comparison write a view row (who, when, which
 * visit) through the analysis service's one reader of full-size photos; lists and her timeline do not; her page
 * reads them newest first, paged; another store reads none; the jobs runner prunes them after 400 days.
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;
let staff: string;
let staffName: string;
let other: string;
let her: number;
let visits: number[];
let plain: number;
let anonymous: number;

const photo = (n: number) => ({
  key: `shops/1/photos/v${n}.jpg`,
  thumbKey: `shops/1/photos/v${n}.thumb.jpg`,
  size: 100,
  width: 8,
  height: 8,
});
const viewsOf = (token: string, id: number, page = 1, size = 20) =>
  s.post<TCustomerViewsResponse>(`/api/customer/views/${id}/${page}/${size}`, {}, { token });
const rowsOf = (id: number) => s.db.select().from(photoViews).where(eq(photoViews.customerId, id));

beforeAll(async () => {
  s = await startServer();
  const st = await buildStoreWithOwner(s.db);
  shop = st.shop;
  owner = await s.login(st.owner.userName, st.owner.password);
  const reader = await buildStaff(s.db, shop, ['customer', 'analysis']);
  staffName = reader.userName;
  staff = await s.login(reader.userName, reader.password);
  const b = await buildStoreWithOwner(s.db);
  other = await s.login(b.owner.userName, b.owner.password);
  const dev = await buildDevice(s.db, shop);
  const user = await buildAppUser(s.db, shop, { deviceNo: dev.deviceNo });
  const a = { shopId: shop.id, userId: user.id, deviceNo: dev.deviceNo };
  her = (await buildCustomer(s.db, shop.id, { visits: 3 }, { photos: true })).id;
  visits = [];
  for (const day of ['2026-10-01', '2026-10-08'])
    visits.push((await buildAnalysis(s.db, a, { day, customerId: her, images: [photo(visits.length)] })).id);
  plain = (await buildAnalysis(s.db, a, { day: '2026-10-09', customerId: her })).id;
  anonymous = (await buildAnalysis(s.db, a, { day: '2026-10-09', images: [photo(9)] })).id;
});
afterAll(() => s.close());

describe('who saw her photos', () => {
  it('logs a detail and a comparison, not the lists, the timeline or a visit without photos', async () => {
    expect((await s.post('/api/analysis/query/1/20', {}, { token: staff })).status).toBe(200);
    expect((await s.post(`/api/customer/analyses/${her}/1/20`, {}, { token: staff })).status).toBe(200);
    expect((await s.post(`/api/analysis/get/${plain}`, {}, { token: staff })).status).toBe(200);
    expect((await s.post(`/api/analysis/get/${anonymous}`, {}, { token: staff })).status).toBe(200);
    expect(await rowsOf(her)).toEqual([]);

    expect((await s.post(`/api/analysis/get/${visits[0]}`, {}, { token: staff })).status).toBe(200);
    const cmp = await s.post(
      '/api/customer/compare',
      { customerId: her, from: visits[0], to: visits[1] },
      { token: owner },
    );
    expect(cmp.status, cmp.text).toBe(200);
    const rows = await rowsOf(her);
    expect(rows.map((r) => r.analysisId).sort()).toEqual([visits[0], visits[0], visits[1]].sort());
    expect(rows.every((r) => r.shopId === shop.id)).toBe(true);

    const page = await viewsOf(owner, her);
    expect(page.status, page.text).toBe(200);
    expect(page.body.datas.total).toBe(3);
    const list = page.body.datas.list;
    // Newest first: the comparison's two after the staff member's detail.
    expect(list[2]).toMatchObject({ analysisId: visits[0], actorName: staffName });
    expect(list[2]!.analysedAt).toBe('2026-10-01T12:00:00.000Z');
    expect(Date.parse(list[0]!.viewedAt)).toBeGreaterThanOrEqual(Date.parse(list[2]!.viewedAt));
    const second = await viewsOf(owner, her, 2, 2);
    expect(second.body.datas.list.map((v) => v.id)).toEqual([list[2]!.id]);
  });

  it('shows another store nothing and logs nothing for it', async () => {
    const before = (await rowsOf(her)).length;
    expect((await viewsOf(other, her)).status).toBe(404);
    expect((await s.post(`/api/analysis/get/${visits[0]}`, {}, { token: other })).status).toBe(404);
    const cmp = await s.post(
      '/api/customer/compare',
      { customerId: her, from: visits[0], to: visits[1] },
      { token: other },
    );
    expect(cmp.status).toBe(404);
    // Her own store comparing a visit that is not hers: refused before either is read.
    const mixed = await s.post(
      '/api/customer/compare',
      { customerId: her, from: visits[0], to: anonymous },
      { token: owner },
    );
    expect(mixed.status).toBe(404);
    expect((await rowsOf(her)).length).toBe(before);
  });

  it(`the jobs runner prunes views older than ${PHOTO_VIEW_KEEP_DAYS} days`, async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    const day = 86_400_000;
    const at = (days: number) => new Date(now.getTime() - days * day);
    const [old, kept] = await s.db
      .insert(photoViews)
      .values([
        {
          shopId: shop.id,
          customerId: her,
          analysisId: visits[0]!,
          actorName: 'x',
          viewedAt: at(PHOTO_VIEW_KEEP_DAYS + 1),
        },
        {
          shopId: shop.id,
          customerId: her,
          analysisId: visits[0]!,
          actorName: 'y',
          viewedAt: at(PHOTO_VIEW_KEEP_DAYS - 1),
        },
      ])
      .returning();
    expect(await s.deps.customers.pruneViews(now)).toBe(1);
    const ids = (await rowsOf(her)).map((r) => r.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toContain(kept!.id);
  });
});
