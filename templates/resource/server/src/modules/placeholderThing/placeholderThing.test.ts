import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { buildPlaceholderThing, placeholderThingSample } from './factory.fixture.js';

/** placeholder things over HTTP: a store lists, adds, edits and deletes its own, and nothing of another store's. */
let s: TestServer;
let token: string;
let shopId: number;

beforeAll(async () => {
  s = await startServer();
  const { shop, owner } = await buildStoreWithOwner(s.db);
  shopId = shop.id;
  token = await s.login(owner.userName, owner.password);
});
afterAll(() => s.close());

describe('placeholderThing', () => {
  it('adds at the end of the list, renames, lists in sort order with a name search, deletes', async () => {
    const a = await s.post('/api/placeholderThing/add', { ...placeholderThingSample(), name: 'Alpha' }, { token });
    expect(a.status, a.text).toBe(200);
    expect(a.body.datas).toMatchObject({ name: 'Alpha', shopId, sort: 0 });
    const b = await s.post('/api/placeholderThing/add', { ...placeholderThingSample(), name: 'Beta' }, { token });
    expect(b.body.datas.sort).toBe(1);
    const renamed = await s.post(
      `/api/placeholderThing/update/${a.body.datas.id}`,
      { ...placeholderThingSample(), name: 'Alpha 2', sort: 5 },
      { token },
    );
    expect(renamed.body.datas).toMatchObject({ ...placeholderThingSample(), name: 'Alpha 2', sort: 5 });

    const all = await s.post('/api/placeholderThing/query/1/20', {}, { token });
    expect(all.body.datas.list.map((r: { name: string }) => r.name)).toEqual(['Beta', 'Alpha 2']);
    const found = await s.get('/api/placeholderThing/query/1/20?name=pha', { token });
    expect(found.body.datas).toMatchObject({ total: 1, list: [{ name: 'Alpha 2' }] });

    const gone = await s.post(`/api/placeholderThing/delete/${a.body.datas.id}`, undefined, { token });
    expect(gone.body.datas).toEqual({ id: a.body.datas.id });
    const log = await s.post('/api/audit/query/1/20', { action: 'placeholderThing.delete' }, { token });
    expect(log.body.datas.total).toBe(1);
  });

  it('refuses an empty or too long name with its field, and changes nothing', async () => {
    for (const name of ['', ' ', 'x'.repeat(65)]) {
      const res = await s.post('/api/placeholderThing/add', { ...placeholderThingSample(), name }, { token });
      expect(res.status).toBe(400);
      expect(res.body.datas.fields).toHaveProperty('name');
    }
    const res = await s.post('/api/placeholderThing/add', { ...placeholderThingSample(), sort: -1 }, { token });
    expect(res.status).toBe(400);
  });

  it("does not find another store's rows", async () => {
    const other = await buildStoreWithOwner(s.db);
    const theirs = await buildPlaceholderThing(s.db, other.shop);
    const update = await s.post(
      `/api/placeholderThing/update/${theirs.id}`,
      { ...placeholderThingSample(), name: 'Mine' },
      { token },
    );
    expect([update.status, update.body.code]).toEqual([404, 100405]);
    const del = await s.post(`/api/placeholderThing/delete/${theirs.id}`, undefined, { token });
    expect([del.status, del.body.code]).toEqual([404, 100405]);
    const list = await s.post('/api/placeholderThing/query/1/200', { name: theirs.name }, { token });
    expect(list.body.datas.total).toBe(0);
  });

  it('refuses the platform (a store keeps its own)', async () => {
    const platform = await loginAs(s, 'platform');
    const res = await s.post('/api/placeholderThing/query/1/20', {}, { token: platform });
    expect([res.status, res.body.code]).toEqual([403, 100406]);
  });
});
