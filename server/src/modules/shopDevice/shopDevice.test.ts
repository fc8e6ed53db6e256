import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  buildAppUser,
  buildDevice,
  buildStaff,
  buildStoreWithOwner,
  uniqueName,
} from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { appUsers, auditLog, shopDevices } from '../../db/schema.js';

let s: TestServer;
let owner: string;
let staff: string;
let platform: string;
let second: string;
let shopId: number;
let otherShopId: number;
let ownerRow: AccountRow;
/** Device numbers: this store's three and the other store's one. */
const P = uniqueName('T').toUpperCase();
const FRONT = `${P}-A1-0001`;
const ROOM = `${P}-A1-0002`;
const SCANNER = `${P}-P3-0107`;
const FOREIGN = `${P}-A1-0450`;

const devices = (token: string, body?: unknown) => s.post('/api/shopDevice/query', body, { token });
const allUsers = () => s.db.select().from(appUsers).orderBy(asc(appUsers.id));

beforeAll(async () => {
  s = await startServer();
  const mine = await buildStoreWithOwner(s.db);
  const other = await buildStoreWithOwner(s.db);
  ownerRow = mine.owner;
  shopId = mine.shop.id;
  otherShopId = other.shop.id;
  await buildDevice(s.db, mine.shop, { deviceNo: FRONT, deviceName: 'Front desk analyser' });
  await buildDevice(s.db, mine.shop, { deviceNo: ROOM, deviceName: 'Treatment room 2' });
  await buildDevice(s.db, mine.shop, { deviceNo: SCANNER, deviceName: 'Pro 3D scanner' });
  await buildDevice(s.db, other.shop, { deviceNo: FOREIGN, deviceName: 'Orchard Road counter' });
  for (const deviceNo of [FRONT, FRONT, ROOM, ROOM, SCANNER, SCANNER])
    await buildAppUser(s.db, mine.shop, { deviceNo });
  // A closed account bound to a device is not counted.
  await buildAppUser(s.db, mine.shop, { deviceNo: ROOM, status: 0, closedAt: new Date() });
  const staffRow = await buildStaff(s.db, mine.shop, ['users', 'shop-device']);
  [owner, staff, platform, second] = await Promise.all([
    s.login(mine.owner.userName, mine.owner.password),
    s.login(staffRow.userName, staffRow.password),
    loginAs(s, 'platform'),
    s.login(other.owner.userName, other.owner.password),
  ]);
});
afterAll(() => s.close());

describe('POST /api/shopDevice/query', () => {
  it("lists the store's devices with the open accounts bound to each", async () => {
    const res = await devices(owner);
    expect(res.status).toBe(200);
    const { list, total } = res.body.datas;
    expect(total).toBe(3);
    const byNo = Object.fromEntries(list.map((d: { deviceNo: string }) => [d.deviceNo, d]));
    expect(Object.keys(byNo).sort()).toEqual([FRONT, ROOM, SCANNER].sort());
    expect(byNo[FRONT]).toMatchObject({
      shopId: shopId,
      deviceName: 'Front desk analyser',
      accountCount: 2,
      enabledAccountCount: 2,
    });
    // The closed account bound to ROOM is not counted.
    expect(byNo[ROOM]).toMatchObject({ accountCount: 2, enabledAccountCount: 2 });
  });

  it('pages with query/{page}/{pageSize} and filters by number and name (contains, any case)', async () => {
    const p1 = await s.post('/api/shopDevice/query/1/2', {}, { token: owner });
    expect(p1.body.datas).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(p1.body.datas.list).toHaveLength(2);
    const p2 = await s.post('/api/shopDevice/query/2/2', undefined, { token: owner });
    expect(p2.body.datas.list).toHaveLength(1);
    const byName = await devices(owner, { deviceName: 'ROOM' });
    expect(byName.body.datas.list.map((d: { deviceNo: string }) => d.deviceNo)).toEqual([ROOM]);
    const byNo = await devices(owner, { deviceNo: 'p3-' });
    expect(byNo.body.datas.list.map((d: { deviceNo: string }) => d.deviceNo)).toEqual([SCANNER]);
    for (const text of ["' or 1=1 --", '%', '_'])
      expect((await devices(owner, { deviceNo: text })).body.datas.total).toBe(0);
    expect((await s.post('/api/shopDevice/query/0/2', {}, { token: owner })).status).toBe(400);
    expect((await s.post('/api/shopDevice/query/1/1000', {}, { token: owner })).status).toBe(400);
    expect((await devices(owner, { deviceName: 42 })).status).toBe(400);
  });

  it('lets the platform read a named store, staff with `shop-device` read, others not', async () => {
    expect((await devices(platform)).status).toBe(400);
    const p = await devices(platform, { shopId: otherShopId });
    expect(p.body.datas.list.map((d: { deviceNo: string }) => d.deviceNo)).toEqual([FOREIGN]);
    expect((await devices(staff)).body.datas.total).toBe(3);
    expect((await devices(second)).body.datas.list.map((d: { deviceNo: string }) => d.deviceNo)).toEqual([FOREIGN]);
    expect((await devices(second, { shopId: shopId })).status).toBe(404);
    expect((await s.post('/api/shopDevice/query', {})).status).toBe(401);
  });
});

describe('POST /api/shopDevice/add', () => {
  it('adds a trimmed device number to the store and records it', async () => {
    const res = await s.post(
      '/api/shopDevice/add',
      { deviceNo: '  SKN-NEW_01 ', deviceName: 'Room 5' },
      { token: owner },
    );
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ deviceNo: 'SKN-NEW_01', deviceName: 'Room 5', shopId: shopId });
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'device.add'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ targetId: 'SKN-NEW_01', actorName: ownerRow.userName, shopId: shopId });
  });

  it('refuses a number any store already has with 400201', async () => {
    for (const deviceNo of ['SKN-NEW_01', FOREIGN]) {
      const res = await s.post('/api/shopDevice/add', { deviceNo, deviceName: 'Dup' }, { token: owner });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 400201, message: 'This device number already exists' });
    }
  });

  it('refuses malformed numbers and a missing name, changing nothing', async () => {
    const before = (await devices(owner)).body.datas.total;
    for (const deviceNo of ['', '   ', 'has space', 'x'.repeat(65), 'ÄÖÜ-1', "x';--", 'a/b']) {
      const res = await s.post('/api/shopDevice/add', { deviceNo, deviceName: 'n' }, { token: owner });
      expect(res.status, deviceNo).toBe(400);
      expect(res.body.datas.fields.deviceNo).toBe('The device number must be 1-64 letters, digits, - or _');
    }
    const noName = await s.post('/api/shopDevice/add', { deviceNo: 'OK-1' }, { token: owner });
    expect(noName.body.datas.fields.deviceName).toBe('This field is required');
    const blankName = await s.post('/api/shopDevice/add', { deviceNo: 'OK-1', deviceName: '  ' }, { token: owner });
    expect(blankName.status).toBe(400);
    expect((await devices(owner)).body.datas.total).toBe(before);
  });

  it('is refused to the platform and to staff without `shop-device:add`', async () => {
    const p = await s.post('/api/shopDevice/add', { deviceNo: 'PLAT-1', deviceName: 'x' }, { token: platform });
    expect(p.body.code).toBe(100406);
    const st = await s.post('/api/shopDevice/add', { deviceNo: 'STAFF-1', deviceName: 'x' }, { token: staff });
    expect(st.body.code).toBe(100403);
    const rows = await s.db.select().from(shopDevices).where(sql`${shopDevices.deviceNo} in ('PLAT-1', 'STAFF-1')`);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/shopDevice/delete/{deviceNo}', () => {
  /** A device with one account of each kind bound to it, and a few that must not change. */
  async function scenario(deviceNo: string) {
    await s.post('/api/shopDevice/add', { deviceNo, deviceName: 'To delete' }, { token: owner });
    const n = Math.floor(Math.random() * 1e6);
    const base = { shopId: shopId, deviceNo, expireTime: new Date(Date.now() + 86_400_000 * 30) };
    const rows = await s.db
      .insert(appUsers)
      .values([
        { ...base, userName: `work${n}`, mobile: `86 1370000${n % 10000}`.padEnd(14, '1'), userType: 1 },
        { ...base, userName: `permv${n}`, userType: 2, permanent: true, expireTime: null },
        { ...base, userName: `view${n}`, userType: 2 },
        { ...base, userName: `off${n}`, userType: 1, status: 0 },
        { ...base, userName: `gone${n}`, userType: 2, status: 0, closedAt: new Date() },
        { ...base, userName: `other${n}`, userType: 1, deviceNo: SCANNER },
        // A row of another store carrying the same number: out of reach of this store's deletion.
        { ...base, shopId: otherShopId, userName: `foreign${n}`, userType: 2, permanent: true },
      ])
      .returning();
    const [work, permViewer, viewer, off, gone, other, foreign] = rows;
    return {
      work: work!,
      permViewer: permViewer!,
      viewer: viewer!,
      off: off!,
      gone: gone!,
      other: other!,
      foreign: foreign!,
    };
  }

  it('deletes the device and disables exactly its enabled accounts and permanent viewer ends, in one step', async () => {
    const x = await scenario('DEL-ME-1');
    const before = await allUsers();
    const res = await s.post('/api/shopDevice/delete/DEL-ME-1', undefined, { token: owner });
    expect(res.status).toBe(200);
    const expected = [x.work.id, x.permViewer.id, x.viewer.id].sort((a, b) => a - b);
    expect(res.body.datas).toEqual({ deviceNo: 'DEL-ME-1', disabledUserIds: expected });

    const after = await allUsers();
    for (const row of after) {
      const old = before.find((b) => b.id === row.id)!;
      if (expected.includes(row.id)) {
        expect(row.status).toBe(0);
        expect({ ...row, status: old.status, updatedAt: old.updatedAt }).toEqual(old);
      } else {
        expect(row).toEqual(old);
      }
    }
    expect(await s.db.select().from(shopDevices).where(eq(shopDevices.deviceNo, 'DEL-ME-1'))).toHaveLength(0);

    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'device.delete'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      targetType: 'device',
      targetId: 'DEL-ME-1',
      actorName: ownerRow.userName,
      shopId: shopId,
    });
    expect(entry!.before).toMatchObject({ deviceNo: 'DEL-ME-1', deviceName: 'To delete', shopId: shopId });
    expect(entry!.after).toEqual({ disabledUserIds: expected });
  });

  it('answers 404 / 400202 for a device already deleted, unknown, or of another store', async () => {
    for (const no of ['DEL-ME-1', 'NEVER-ADDED', FOREIGN]) {
      const res = await s.post(`/api/shopDevice/delete/${no}`, undefined, { token: owner });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 400202, message: 'Device not found' });
    }
    expect(await s.db.select().from(shopDevices).where(eq(shopDevices.deviceNo, FOREIGN))).toHaveLength(1);
    const bad = await s.post('/api/shopDevice/delete/bad%20number', undefined, { token: owner });
    expect(bad.status).toBe(400);
  });

  it('lets the disabled accounts keep the old number when edited, and be enabled again', async () => {
    const [work] = await s.db.select().from(appUsers).where(eq(appUsers.deviceNo, 'DEL-ME-1')).limit(1);
    const form = {
      userType: work!.userType,
      userName: work!.userName,
      mobile: '86 13700009999',
      address: 'kept',
      deviceNo: 'DEL-ME-1',
      permanent: false,
      expireTime: '2031-01-01',
    };
    expect((await s.post(`/api/user/update/${work!.id}`, form, { token: owner })).status).toBe(200);
    expect((await s.post(`/api/user/updateStatus/${work!.id}/1`, undefined, { token: owner })).body.datas.status).toBe(
      1,
    );
  });

  it('is all or nothing: a failure while recording leaves the device and the accounts as they were', async () => {
    const x = await scenario('DEL-ME-2');
    await s.db.execute(
      sql.raw(`create function fail_device_delete() returns trigger language plpgsql as $$
        begin if new.action = 'device.delete' then raise exception 'audit unavailable'; end if; return new; end $$`),
    );
    await s.db.execute(
      sql.raw(
        'create trigger fail_device_delete before insert on audit_log for each row execute function fail_device_delete()',
      ),
    );
    try {
      const before = await allUsers();
      const res = await s.post('/api/shopDevice/delete/DEL-ME-2', undefined, { token: owner });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(100500);
      expect(await allUsers()).toEqual(before);
      expect(await s.db.select().from(shopDevices).where(eq(shopDevices.deviceNo, 'DEL-ME-2'))).toHaveLength(1);
      expect((await s.db.select().from(appUsers).where(eq(appUsers.id, x.work.id)))[0]!.status).toBe(1);
    } finally {
      await s.db.execute(sql.raw('drop trigger fail_device_delete on audit_log'));
      await s.db.execute(sql.raw('drop function fail_device_delete()'));
    }
    const retry = await s.post('/api/shopDevice/delete/DEL-ME-2', undefined, { token: owner });
    expect(retry.body.datas.disabledUserIds).toHaveLength(3);
  });

  it('is refused to the platform and to staff without `shop-device:delete`', async () => {
    for (const [token, code] of [
      [platform, 100406],
      [staff, 100403],
    ] as const) {
      const res = await s.post(`/api/shopDevice/delete/${FRONT}`, undefined, { token });
      expect(res.body.code).toBe(code);
    }
    expect((await s.post(`/api/shopDevice/delete/${FRONT}`)).status).toBe(401);
    expect(await s.db.select().from(shopDevices).where(eq(shopDevices.deviceNo, FRONT))).toHaveLength(1);
  });
});
