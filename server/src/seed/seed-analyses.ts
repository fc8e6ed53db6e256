import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@skin/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { analyses, analysisSymptoms, appUsers, shopDevices, shops } from '../db/schema.js';
import { symptomRowsOf } from '../modules/analysis/repository.js';
import { PHOTO_RULES } from '../modules/analysis/service.js';
import { renderThumb } from '../modules/analysis/thumbnail.js';
import { checkImage } from '../modules/file/image.js';
import { photoThumbKey } from '../modules/file/keys.js';
import type { FileService } from '../modules/file/service.js';
import { DEMO_LABEL_TREE, demoPng } from './seed-content.js';

const DAY = 86_400_000;
/**
 * Demo Store's analyses: about four a day over nine months. Seeding them takes some 5-10 s on PGlite (most of
 * it the rows' trigger and the photos' objects), once, on a fresh clone's first start.
 */
export const DEMO_ANALYSES = 1000;
const DEMO_DAYS = 270;

/** A small deterministic generator, so every fresh clone shows the same story. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 48271) % 2147483647;
    return x % n;
  };
}

/**
 * Demo Store's analyses over nine months on its three devices (busier lately, busier at weekends), each with a
 * photo of its own stored through the object store and counted in the store's ossSize, and the symptoms of the
 * demo labels. Each is made on a device and by an account bound to it that existed then (an account closed since
 * makes none after). Written to the tables as the app's analyses are (their trigger keeps the data centre's
 * aggregates), and the devices and accounts then show the contact and app sign-in those analyses needed. Run
 * once, after the demo data is created on an empty database.
 */
export async function seedDemoAnalyses(db: Db, files: FileService, now = Date.now()) {
  const [demo] = await db.select().from(shops).where(eq(shops.name, 'Demo Store')).limit(1);
  if (!demo) return;
  const devices = await db.select().from(shopDevices).where(eq(shopDevices.shopId, demo.id));
  const users = await db
    .select()
    .from(appUsers)
    .where(
      and(
        eq(appUsers.shopId, demo.id),
        inArray(
          appUsers.deviceNo,
          devices.map((d) => d.deviceNo),
        ),
      ),
    );
  if (devices.length === 0 || users.length === 0) return;
  const rnd = random(20260523);
  const keys = DEMO_LABEL_TREE.flatMap((t) => t.labels.map((l) => l.key));
  // Each symptom's name in every language, as Demo Store's labels (a copy of the platform's) name it: what the app's
  // analyses record with it.
  const names = new Map(
    DEMO_LABEL_TREE.flatMap((t) => t.labels).map((l) => [
      l.key,
      Object.fromEntries(LANGUAGES.map((g) => [g, l.text[g].name])),
    ]),
  );
  const made = (at: Date) => (r: { createdAt: Date }) => r.createdAt.getTime() <= at.getTime();
  const plans: { analysedAt: Date; local: number; device: string; user: (typeof users)[number] }[] = [];
  for (let i = 0; i < DEMO_ANALYSES; i++) {
    // Later days more likely: the business grows over the nine months.
    const back = Math.floor(DEMO_DAYS * (1 - Math.sqrt(rnd(10_000) / 10_000)));
    // A time of the store's opening hours in Shanghai (UTC+8): 09:00-20:59 local.
    const localMidnight = Math.floor((now + 8 * 3_600_000) / DAY) * DAY - back * DAY;
    const local = localMidnight + (9 + rnd(12)) * 3_600_000 + rnd(3_600_000);
    const analysedAt = new Date(local - 8 * 3_600_000);
    const ready = devices.filter(made(analysedAt));
    const device = ready.length ? ready[rnd(ready.length)]! : null;
    const onDevice = users.filter(
      (u) =>
        u.deviceNo === device?.deviceNo &&
        made(analysedAt)(u) &&
        (u.closedAt === null || u.closedAt.getTime() > analysedAt.getTime()),
    );
    if (analysedAt.getTime() > now || !device || onDevice.length === 0) continue;
    plans.push({ analysedAt, local, device: device.deviceNo, user: onDevice[rnd(onDevice.length)]! });
  }
  const samples = await Promise.all(
    ['#F5222D', '#FA8C16', '#722ED1', '#13C2C2'].map(async (color, i) => {
      // A face-sized photo of a spot on skin, 4:3 (photos need not be square), as the app's camera sends JPEG.
      const jpeg = await sharp(demoPng(240, color, i % 2))
        .resize(480 + 40 * i, 360, { fit: 'fill' })
        .jpeg({ quality: 70 })
        .toBuffer();
      const img = checkImage(jpeg, false, PHOTO_RULES);
      // The server's own pictures: thumbnailed here, not in a worker (thumbs.ts is for requests' photos).
      return { img, thumb: await renderThumb(img.data) };
    }),
  );
  // One photo per analysis, each named by it.
  const photos = await files.seedPhotos(demo.id, samples, plans.length);
  const rows: (typeof analyses.$inferInsert)[] = [];
  for (const [i, { analysedAt, local, device, user }] of plans.entries()) {
    const found = [...keys].sort(() => rnd(3) - 1).slice(0, 1 + rnd(4));
    const photo = photos[i]!;
    rows.push({
      shopId: demo.id,
      clientId: randomUUID(),
      userId: user.id,
      userType: user.userType,
      deviceNo: device,
      analysedAt,
      analysedDay: new Date(local).toISOString().slice(0, 10),
      recordedAt: new Date(analysedAt.getTime() + 2000 + rnd(60_000)),
      imageCount: 1,
      symptoms: found.map((k) => ({ k, d: 1 + rnd(3), n: names.get(k) })),
      images: [
        {
          key: photo.key,
          thumbKey: photoThumbKey(photo.key),
          size: photo.size,
          width: photo.width ?? 0,
          height: photo.height ?? 0,
        },
      ],
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 300) {
      const made = await tx
        .insert(analyses)
        .values(rows.slice(i, i + 300))
        .returning();
      await tx.insert(analysisSymptoms).values(made.flatMap(symptomRowsOf));
    }
    // A device that sent analyses was last in contact when it sent the latest; an account that made analyses signed
    // in to the app on its device before its latest (both as the app's calls write them, modules/app). A contact or
    // sign-in the demo data already has that is later stays.
    await tx.execute(sql`
      update shop_devices d set last_seen_at = greatest(d.last_seen_at, l.at)
        from (select device_no, max(recorded_at) as at from analyses where shop_id = ${demo.id} group by 1) l
       where d.shop_id = ${demo.id} and d.device_no = l.device_no`);
    await tx.execute(sql`
      update app_users u set last_login_at = l.analysed_at - interval '20 minutes', last_login_device_no = l.device_no
        from (select distinct on (user_id) user_id, analysed_at, device_no from analyses
               where shop_id = ${demo.id} order by user_id, analysed_at desc) l
       where u.id = l.user_id and (u.last_login_at is null or u.last_login_at < l.analysed_at - interval '20 minutes')`);
  });
}
