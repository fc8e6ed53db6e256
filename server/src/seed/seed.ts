import { ACCESS_CODES, timeZoneOfPhone } from '@skin/contract';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accessCodes, accountAccess, accounts, appUsers, auditLog, shopDevices, shops } from '../db/schema.js';
import { hashPassword } from '../lib/crypto.js';
import { presentAppUser } from '../modules/user/service.js';
import { seedConsentTexts } from './seed-consent.js';
import { seedContent } from './seed-content.js';

const DAY = 86_400_000;

/** The access-code catalogue, kept in step with contract/ on every start. */
export async function ensureAccessCodes(db: Db) {
  await db
    .insert(accessCodes)
    .values(ACCESS_CODES.map((code) => ({ code })))
    .onConflictDoNothing();
}

export const DEMO_ACCOUNTS = {
  platform: { userName: 'platform', password: 'Platform#2026pass' },
  demoshop: { userName: 'demoshop', password: 'Demoshop#2026pass' },
  secondshop: { userName: 'secondshop', password: 'Secondshop#2026pass' },
  /** Staff of Demo Store holding only the `users` and `shop-device` codes. */
  demostaff: { userName: 'demostaff', password: 'Demostaff#2026pass' },
} as const;

/**
 * App accounts the analysis app (or `npm run device`) signs in with, on their bound devices (README): in Demo
 * Store a working end and a viewer end; in Second Store, whose cloud space has expired, a working end that still
 * reads and a viewer end that is refused.
 */
export const DEMO_APP_ACCOUNTS = {
  linmei: { userName: 'linmei', password: 'Linmei#2026pass', deviceNo: 'SKN-A1-0001' },
  zhaoyun: { userName: 'zhaoyun', password: 'Zhaoyun#2026pass', deviceNo: 'SKN-A1-0001' },
  weiliang: { userName: 'weiliang', password: 'Weiliang#2026pass', deviceNo: 'SKN-A1-0450' },
  priya: { userName: 'priya', password: 'Priya#2026pass', deviceNo: 'SKN-A1-0450' },
} as const;

/** The codes the demo staff account is granted. */
export const DEMO_STAFF_ACCESS = ['users', 'shop-device'] as const;

/** Demo data on an empty database (DESIGN.md section 2). Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  await ensureAccessCodes(db);
  const [row] = await db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return false;
  const now = Date.now();
  const [platformHash, demoHash, secondHash, staffHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.platform.password),
    hashPassword(DEMO_ACCOUNTS.demoshop.password),
    hashPassword(DEMO_ACCOUNTS.secondshop.password),
    hashPassword(DEMO_ACCOUNTS.demostaff.password),
  ]);
  const appHashes = new Map<string, string>(
    await Promise.all(
      Object.values(DEMO_APP_ACCOUNTS).map(async (a) => [a.userName, await hashPassword(a.password)] as const),
    ),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [again] = await tx.select({ n: count() }).from(accounts);
    if ((again?.n ?? 0) > 0) return;
    // No cloud usage of their own yet: it grows with the files the demo stores (content images, analysis photos), so
    // /cloud shows every byte billed in its parts.
    const [demo, second] = await tx
      .insert(shops)
      .values([
        {
          name: 'Demo Store',
          contact: 'Lin Wei',
          mobile: '86 13800138000',
          timeZone: timeZoneOfPhone('86 13800138000'),
          vipGrade: 2,
          upgradeDays: 120,
          cloudExpireTime: new Date(now + 20 * DAY),
        },
        {
          name: 'Second Store',
          contact: 'Sarah Tan',
          mobile: '65 81234567',
          timeZone: timeZoneOfPhone('65 81234567'),
          vipGrade: 1,
          upgradeDays: 30,
          cloudExpireTime: new Date(now - 3 * DAY),
        },
      ])
      .returning();
    const [, demoOwner, secondOwner, demoStaff] = await tx
      .insert(accounts)
      .values([
        {
          kind: 'platform',
          userName: DEMO_ACCOUNTS.platform.userName,
          passwordHash: platformHash,
          mobile: '86 13900000000',
        },
        {
          kind: 'owner',
          shopId: demo!.id,
          userName: DEMO_ACCOUNTS.demoshop.userName,
          passwordHash: demoHash,
          mobile: '86 13800138000',
        },
        {
          kind: 'owner',
          shopId: second!.id,
          userName: DEMO_ACCOUNTS.secondshop.userName,
          passwordHash: secondHash,
          mobile: '65 81234567',
        },
        {
          kind: 'staff',
          shopId: demo!.id,
          userName: DEMO_ACCOUNTS.demostaff.userName,
          passwordHash: staffHash,
          mobile: '86 13800138001',
        },
      ])
      .returning();
    await tx.insert(accountAccess).values(DEMO_STAFF_ACCESS.map((code) => ({ accountId: demoStaff!.id, code })));
    // Added before the analyses made on them (seed-analyses.ts); the last two when the audit log says.
    await tx.insert(shopDevices).values([
      {
        shopId: demo!.id,
        deviceNo: 'SKN-A1-0001',
        deviceName: 'Front desk analyser',
        createdAt: new Date(now - 310 * DAY),
      },
      {
        shopId: demo!.id,
        deviceNo: 'SKN-A1-0002',
        deviceName: 'Treatment room 2',
        createdAt: new Date(now - 285 * DAY),
      },
      { shopId: demo!.id, deviceNo: 'SKN-P3-0107', deviceName: 'Pro 3D scanner', createdAt: new Date(now - 30 * DAY) },
      {
        shopId: second!.id,
        deviceNo: 'SKN-A1-0450',
        deviceName: 'Orchard Road counter',
        createdAt: new Date(now - 21 * DAY),
      },
    ]);
    // The last number: days since the account was added (before the analyses made with it, seed-analyses.ts).
    const users: (typeof appUsers.$inferInsert)[] = [
      ['linmei', '86 13811110001', 1, 'SKN-A1-0001', false, 200, '上海市静安区南京西路 1266 号', 1, 300],
      ['zhaoyun', '86 13811110002', 2, 'SKN-A1-0001', true, null, '上海市徐汇区漕溪北路 88 号', 1, 290],
      ['emilyw', '1 4155550123', 1, 'SKN-A1-0002', false, 45, '500 Market St, San Francisco', 1, 280],
      ['tanaka', '81 9012345678', 2, 'SKN-A1-0002', false, 12, '東京都渋谷区神南 1-2-3', 1, 240],
      ['nguyenan', '65 82345678', 2, 'SKN-P3-0107', true, null, 'Quận 1, TP. Hồ Chí Minh', 1, 29],
      ['siti', '62 81234567890', 2, null, false, -5, 'Jl. Sudirman 45, Jakarta', 0, 200],
      ['somchai', '60 123456789', 1, 'SKN-P3-0107', false, 300, 'ถนนสุขุมวิท กรุงเทพฯ', 1, 28],
      ['mariag', '49 15123456789', 2, null, false, 90, 'Calle Mayor 10, Madrid', 1, 60],
    ].map(([userName, mobile, userType, deviceNo, permanent, days, address, status, added]) => ({
      shopId: demo!.id,
      userName: userName as string,
      mobile: mobile as string,
      userType: userType as number,
      deviceNo: deviceNo as string | null,
      permanent: permanent as boolean,
      expireTime: days === null ? null : new Date(now + (days as number) * DAY),
      address: address as string,
      status: status as number,
      createdAt: new Date(now - (added as number) * DAY),
    }));
    users.push(
      {
        shopId: second!.id,
        userName: 'weiliang',
        mobile: '65 91234567',
        userType: 1,
        deviceNo: 'SKN-A1-0450',
        expireTime: new Date(now + 150 * DAY),
        address: '391 Orchard Rd, Singapore',
        createdAt: new Date(now - 20 * DAY),
      },
      {
        shopId: second!.id,
        userName: 'priya',
        mobile: '91 9876543210',
        userType: 2,
        deviceNo: 'SKN-A1-0450',
        permanent: true,
        address: '10 Marina Blvd, Singapore',
        createdAt: new Date(now - 10 * DAY),
      },
    );
    // A closed account: kept in the list, no longer usable or editable.
    users.push({
      shopId: demo!.id,
      userName: 'chenjing',
      mobile: '86 13811110009',
      userType: 2,
      deviceNo: 'SKN-A1-0002',
      expireTime: new Date(now + 60 * DAY),
      address: '杭州市西湖区文三路 90 号',
      status: 0,
      closedAt: new Date(now - 3 * DAY),
      createdAt: new Date(now - 90 * DAY),
    });
    for (const u of users) u.passwordHash = appHashes.get(u.userName) ?? null;
    // linmei used the app on the front desk analyser two hours ago.
    const linmei = users.find((u) => u.userName === 'linmei')!;
    linmei.lastLoginAt = new Date(now - 2 * 3_600_000);
    linmei.lastLoginDeviceNo = 'SKN-A1-0001';
    await tx
      .update(shopDevices)
      .set({ lastSeenAt: new Date(now - 3_600_000) })
      .where(sql`${shopDevices.deviceNo} = 'SKN-A1-0001'`);
    const inserted = await tx.insert(appUsers).values(users).returning();
    const byName = (n: string) => inserted.find((u) => u.userName === n)!;
    const demoActor = { shopId: demo!.id, accountId: demoOwner!.id, actorName: demoOwner!.userName };
    const snapshot = (u: typeof appUsers.$inferSelect, over: Partial<typeof appUsers.$inferSelect> = {}) =>
      presentAppUser({ ...u, ...over }, now);
    await tx.insert(auditLog).values([
      {
        ...demoActor,
        action: 'device.add',
        targetType: 'device',
        targetId: 'SKN-P3-0107',
        after: { deviceNo: 'SKN-P3-0107', deviceName: 'Pro 3D scanner' },
        createdAt: new Date(now - 30 * DAY),
      },
      {
        ...demoActor,
        action: 'user.status',
        targetType: 'app_user',
        targetId: String(byName('siti').id),
        before: snapshot(byName('siti'), { status: 1 }),
        after: snapshot(byName('siti')),
        createdAt: new Date(now - 5 * DAY),
      },
      {
        ...demoActor,
        action: 'user.close',
        targetType: 'app_user',
        targetId: String(byName('chenjing').id),
        before: snapshot(byName('chenjing'), { status: 1, closedAt: null }),
        after: snapshot(byName('chenjing')),
        createdAt: new Date(now - 3 * DAY),
      },
      {
        shopId: second!.id,
        accountId: secondOwner!.id,
        actorName: secondOwner!.userName,
        action: 'device.add',
        targetType: 'device',
        targetId: 'SKN-A1-0450',
        after: { deviceNo: 'SKN-A1-0450', deviceName: 'Orchard Road counter' },
        createdAt: new Date(now - 21 * DAY),
      },
    ]);
    // The platform's master labels and scripts; Demo Store initialised from them, Second Store not yet.
    await seedContent(tx, null, new Date(now - 90 * DAY));
    await seedContent(tx, demo!.id, new Date(now - 30 * DAY));
    // The platform's consent texts in every language; Demo Store's own in three.
    await seedConsentTexts(tx, demo!.id, now);
  });
  return true;
}
