// A customer's data as a ZIP (issue 42 item 4), alone (not part of `npm run bench`; run it while nothing else runs):
//   npx tsx server/bench/export-200.ts [photos, default 200] [MB a photo, default 4]
// One customer with that many photos (4 a visit) on the local driver, exported over HTTP by POST
// /api/customer/export/{id} on PGlite; the answer is read as it arrives and counted, never kept. Prints the time,
// the ZIP's size, the throughput, and the server process's resident memory before and at its highest during the
// export (sampled every 20 ms; the client in the same process only counts bytes), as JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { customers } from '../src/db/schema.js';
import { buildAnalysis } from '../src/modules/analysis/analysis.fixture.js';
import { buildAppUser, buildDevice, buildStoreWithOwner } from '../test/factories.js';
import { startServer } from '../test/helper.js';

const PHOTOS = Number(process.argv[2] ?? 200);
const PHOTO_MB = Number(process.argv[3] ?? 4);
const PER_VISIT = 4;
const MB = 1024 * 1024;

async function main() {
  const s = await startServer();
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
    const t0 = Date.now();
    for (let v = 0; v * PER_VISIT < PHOTOS; v++) {
      const images = [];
      for (let p = 0; p < PER_VISIT && v * PER_VISIT + p < PHOTOS; p++) {
        const key = `shops/${st.shop.id}/photos/${randomUUID()}.jpg`;
        await objects.put(key, photo, 'image/jpeg');
        images.push({
          key,
          thumbKey: key.replace(/\.jpg$/, '.thumb.jpg'),
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
    const result = {
      name: 'export-200',
      startedAt: new Date().toISOString(),
      driver: 'local',
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
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await s.close();
  }
}

await main();
