// A customer's data exported as a ZIP, then erased (issue 42 items 4 and 5), alone (not part of `npm run bench`;
// run it while nothing else runs):
//   node --expose-gc --import tsx server/bench/export-200.ts [photos, default 200] [MB a photo, default 4] [--s3]
// (--expose-gc: the memory before the export is taken after a collection, so the load's garbage is not counted
// as the export's; without it a run at 50 photos showed +350 MB, with it 200 photos add 13 MB)
// One customer with that many photos (4 a visit, each with its thumbnail and their stored_files rows) on the local
// driver, or with --s3 on s3rver as `npm run stand` runs it. On PGlite:
// - export: POST /api/customer/export/{id}, the answer read as it arrives and counted, never kept. The time, the
//   ZIP's size, the throughput, and the server process's resident memory before and at its highest during the
//   export (sampled every 20 ms; the client in the same process only counts bytes).
// - erasure: POST /api/customer/erase/{id} (its answer: the transaction), then the files drain that deletes her
//   objects after the commit, until the store holds none of them.
// Prints JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { customers, storedFiles } from '../src/db/schema.js';
import { buildAnalysis } from '../src/modules/analysis/analysis.fixture.js';
import { buildAppUser, buildDevice, buildStoreWithOwner } from '../test/factories.js';
import { startServer } from '../test/helper.js';
import { type LocalS3, startLocalS3 } from '../test/s3.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const S3 = process.argv.includes('--s3');
const PHOTOS = Number(args[0] ?? 200);
const PHOTO_MB = Number(args[1] ?? 4);
const PER_VISIT = 4;
const MB = 1024 * 1024;

async function main() {
  const s3: LocalS3 | undefined = S3 ? await startLocalS3('skin-bench') : undefined;
  const s = await startServer(s3?.env ?? {});
  try {
    const st = await buildStoreWithOwner(s.db);
    const token = await s.login(st.owner.userName, st.owner.password);
    const user = await buildAppUser(s.db, st.shop);
    const device = await buildDevice(s.db, st.shop);
    const [her] = await s.db
      .insert(customers)
      .values({ shopId: st.shop.id, clientId: randomUUID(), code: 'BENCH-1', name: 'Bench Customer' })
      .returning();
    const objects = await s.deps.files.store();
    // Random bytes: nothing for the ZIP to squeeze (photos are stored as they are anyway).
    const photo = randomBytes(PHOTO_MB * MB);
    const thumb = randomBytes(20 * 1024);
    const keys: string[] = [];
    const t0 = Date.now();
    for (let v = 0; v * PER_VISIT < PHOTOS; v++) {
      const images = [];
      for (let p = 0; p < PER_VISIT && v * PER_VISIT + p < PHOTOS; p++) {
        const key = `shops/${st.shop.id}/photos/${randomUUID()}.jpg`;
        const thumbKey = key.replace(/\.jpg$/, '.thumb.jpg');
        await objects.put(key, photo, 'image/jpeg');
        await objects.put(thumbKey, thumb, 'image/jpeg');
        const file = { shopId: st.shop.id, contentType: 'image/jpeg', inUse: true };
        await s.db.insert(storedFiles).values([
          { key, purpose: 'photo', size: photo.length, width: 3000, height: 4000, ...file },
          { key: thumbKey, purpose: 'thumb', size: thumb.length, width: 240, height: 320, ...file },
        ]);
        keys.push(key, thumbKey);
        images.push({
          key,
          thumbKey,
          size: photo.length,
          width: 3000,
          height: 4000,
        });
      }
      const day = new Date(Date.now() - (v + 1) * 86_400_000).toISOString().slice(0, 10);
      await buildAnalysis(
        s.db,
        { shopId: st.shop.id, userId: user.id, deviceNo: device.deviceNo },
        { day, images, customerId: her!.id, symptoms: [{ k: 'acne', d: 2 }] },
      );
    }
    const loadMs = Date.now() - t0;

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${s.url}/api/customer/export/${her!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const ms = performance.now() - started;
    clearInterval(sampler);

    const erasing = performance.now();
    const erased = await fetch(`${s.url}/api/customer/erase/${her!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'BENCH-1' }),
    });
    if (erased.status !== 200) throw new Error(`erase answered ${erased.status}: ${await erased.text()}`);
    const answerMs = performance.now() - erasing;
    await s.deps.jobs.drain();
    const eraseMs = performance.now() - erasing;
    let left = 0;
    for (const key of keys) {
      const obj = await objects.get(key);
      obj?.body.destroy?.();
      if (obj) left++;
    }
    if (left > 0) throw new Error(`${left} of her ${keys.length} objects are still in the store`);

    const result = {
      name: 'export-200',
      startedAt: new Date().toISOString(),
      driver: S3 ? 's3 (s3rver)' : 'local',
      database: 'PGlite',
      photos: PHOTOS,
      photoMb: PHOTO_MB,
      loadMs,
      zipMb: Math.round((bytes / MB) * 10) / 10,
      exportMs: Math.round(ms),
      mbPerSecond: Math.round((bytes / MB / (ms / 1000)) * 10) / 10,
      rssBeforeMb: Math.round(rssBefore / MB),
      rssPeakMb: Math.round(rssPeak / MB),
      rssAddedMb: Math.round((rssPeak - rssBefore) / MB),
      erasure: { objects: keys.length, answerMs: Math.round(answerMs), untilObjectsGoneMs: Math.round(eraseMs) },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await s.close();
    await s3?.close();
  }
}

await main();
