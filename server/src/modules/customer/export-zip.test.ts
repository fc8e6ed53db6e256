import http from 'node:http';
import type { Readable } from 'node:stream';
import {
  CUSTOMER_EXPORT_LIMIT,
  CUSTOMER_EXPORT_MAX_ANALYSES,
  ErrorCode,
  type TCustomerAnalysesResponse,
  type TCustomerDetail,
  ZCustomerArchive,
} from '@skin/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { buildAppUser, buildStaff } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { type LocalS3, startLocalS3 } from '../../../test/s3.js';
import { auditLog } from '../../db/schema.js';
import { limits } from '../../lib/limits.js';
import { type AppStore, appStore } from '../analysis/analysis.fixture.js';
import { buildCustomer, customerWithPhotos } from './customer.fixture.js';

/**
 * A customer's data as a streamed ZIP (issue 42 item 4): unzipped and compared with what the console's API shows
 * and, photo by photo, with the object store; refused for another store's or an erased customer (404) and for staff
 * without customer:erase (403); audited with counts only; a client gone mid-stream stops the reads.
 */
const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;

/** Every entry of a ZIP, by name. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (e: yauzl.Entry) => {
        zip.openReadStream(e, (err2, rs) => {
          if (err2 || !rs) return reject(err2);
          const chunks: Buffer[] = [];
          rs.on('data', (c: Buffer) => chunks.push(c));
          rs.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const exportZip = (s: TestServer, token: string, id: number, lang = 'en-US') =>
  fetch(`${s.url}/api/customer/export/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-lang': lang },
  });

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function suite(driver: 'local' | 's3') {
  describe(`her data as a ZIP on the ${driver} driver`, () => {
    let s: TestServer;
    let s3: LocalS3 | undefined;
    let a: AppStore;
    let b: AppStore;

    beforeAll(async () => {
      s3 = driver === 's3' ? await startLocalS3() : undefined;
      s = await startServer(s3?.env ?? {});
      a = await appStore(s);
      b = await appStore(s);
    });
    afterAll(async () => {
      await s.close();
      await s3?.close();
    });

    it('holds what the console shows and her photos byte for byte, audited with counts only', async () => {
      const person = { code: 'EX-1001', name: 'Eva Stone', phone: '86 13955556666' };
      const her = await customerWithPhotos(s, a, person);
      const cmp = await s.post(
        '/api/customer/compare',
        { customerId: her.id, from: her.analyses[0], to: her.analyses[1] },
        { token: a.owner },
      );
      expect(cmp.status, cmp.text).toBe(200);

      const res = await exportZip(s, a.owner, her.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      const today = new Date().toISOString().slice(0, 10);
      const disposition = res.headers.get('content-disposition')!;
      expect(disposition).toBe(`attachment; filename="customer-${her.id}-${today}.zip"`);
      for (const personal of Object.values(person)) expect(disposition).not.toContain(personal);
      const entries = await unzip(Buffer.from(await res.arrayBuffer()));
      const json = ZCustomerArchive.parse(JSON.parse(entries.get('customer.json')!.toString('utf8')));

      const detail = (await s.post<TCustomerDetail>(`/api/customer/get/${her.id}`, {}, { token: a.owner })).body.datas;
      const { consent: _latest, consents, ...profile } = detail;
      expect(json.customer).toEqual(profile);
      expect(json.customer).toMatchObject(person);
      expect(json.consents.map(({ text: _t, ...k }) => k)).toEqual(consents);
      expect(json.consents[0]!.text).toMatchObject({ language: 'en-US', number: 1 });
      expect(json.consents[0]!.text!.text.length).toBeGreaterThan(0);

      const timeline = (
        await s.post<TCustomerAnalysesResponse>(`/api/customer/analyses/${her.id}/1/50`, {}, { token: a.owner })
      ).body.datas.list.reverse();
      expect(json.analyses.map((x) => x.id)).toEqual(timeline.map((x) => x.id));
      const store = await s.deps.files.store();
      const seen = new Set<string>(['customer.json']);
      for (const [i, visit] of timeline.entries()) {
        const got = json.analyses[i]!;
        expect(got.analysedAt).toBe(visit.analysedAt);
        expect(got.deviceNo).toBe(visit.deviceNo);
        expect(got.deviceName).toBe(visit.deviceName);
        expect(got.symptoms).toEqual(visit.symptoms);
        expect(got.photos).toHaveLength(visit.images.length);
        for (const [n, img] of visit.images.entries()) {
          const name = got.photos[n]!;
          expect(name).toMatch(/^photos\/\d{4}-\d{2}-\d{2}-\d+\.jpg$/);
          const obj = await store.get(img.key);
          expect(entries.get(name)?.equals(await readAll(obj!.body))).toBe(true);
          seen.add(name);
        }
      }
      expect([...entries.keys()].sort()).toEqual([...seen].sort());
      expect(seen.size).toBe(5);

      const views = (await s.post(`/api/customer/views/${her.id}/1/50`, {}, { token: a.owner })).body.datas.list;
      expect(views).toHaveLength(2);
      expect(json.photoViews).toEqual(views.map(({ id: _id, ...v }: { id: number }) => v));

      const rows = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'customer.export'), eq(auditLog.targetId, String(her.id))));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ shopId: a.shop.id, after: { analyses: 2, photos: 4, consents: 1 } });
      for (const personal of Object.values(person)) expect(JSON.stringify(rows[0])).not.toContain(personal);
    });

    it("refuses another store's or an erased customer (404) and staff without customer:erase (403), translated", async () => {
      const her = await customerWithPhotos(s, a, { code: 'EX-2002', name: 'Nia Holt', phone: '86 13977778888' });
      const other = await exportZip(s, b.owner, her.id, 'zh-CN');
      expect(other.status).toBe(404);
      const refused = (await other.json()) as { code: number; message: string };
      expect(refused.code).toBe(code('CUSTOMER_NOT_FOUND'));
      expect(refused.message).toMatch(/[\u4e00-\u9fff]/);
      const staff = await buildStaff(s.db, a.shop, ['customer', 'customer:contact']);
      const noErase = await exportZip(s, await s.login(staff.userName, staff.password), her.id);
      expect(noErase.status).toBe(403);
      const eraser = await buildStaff(s.db, a.shop, ['customer', 'customer:erase']);
      const allowed = await exportZip(s, await s.login(eraser.userName, eraser.password), her.id);
      expect(allowed.status).toBe(200);
      await allowed.arrayBuffer();

      expect((await s.post(`/api/customer/erase/${her.id}`, { code: 'EX-2002' }, { token: a.owner })).status).toBe(200);
      const erased = await exportZip(s, a.owner, her.id);
      expect(erased.status).toBe(404);
      expect(((await erased.json()) as { code: number }).code).toBe(code('CUSTOMER_NOT_FOUND'));
      const audited = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'customer.export'), eq(auditLog.targetId, String(her.id))));
      expect(audited).toHaveLength(1); // the staff with customer:erase; no refusal is an export
    });

    it("refuses past the store's exports per hour (429, translated), before any read or audit", async () => {
      const her = await customerWithPhotos(s, b, { code: 'EX-4004', name: 'Lea Moss', phone: '86 13922223333' });
      const { max, windowSeconds } = CUSTOMER_EXPORT_LIMIT;
      const key = `customer-export:${b.shop.id}`;
      for (let i = 1; i < max; i++) await limits.take(s.db, key, max, windowSeconds);
      const last = await exportZip(s, b.owner, her.id);
      expect(last.status).toBe(200);
      await last.arrayBuffer(); // read to its end: its photos are all read before the next one is asked for
      const objects = await s.deps.files.store();
      const spy = vi.spyOn(objects, 'get');
      try {
        const over = await exportZip(s, b.owner, her.id, 'ja-JP');
        expect(over.status).toBe(429);
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await over.json()) as { code: number; message: string };
        expect(body.code).toBe(code('CUSTOMER_EXPORT_LIMITED'));
        expect(body.message).toMatch(/エクスポート/);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
      const audited = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'customer.export'), eq(auditLog.targetId, String(her.id))));
      expect(audited).toHaveLength(1);
    });

    it('refuses more analyses than one export holds, before counting, reading or auditing (400, translated)', async () => {
      const her = await buildCustomer(s.db, b.shop.id, { code: 'EX-5005' });
      const user = await buildAppUser(s.db, b.shop);
      // One more analysis than an export holds, written in one statement (their photos are not needed).
      await s.db.execute(sql`insert into analyses
          (shop_id, client_id, user_id, user_type, device_no, analysed_at, analysed_day, image_count, symptoms, images, customer_id)
        select ${b.shop.id}, gen_random_uuid(), ${user.id}, 1, ${b.deviceNo}, now() - make_interval(mins => n),
               current_date, 0, '[]'::jsonb, '[]'::jsonb, ${her.id}
          from generate_series(1, ${CUSTOMER_EXPORT_MAX_ANALYSES + 1}) n`);
      const key = `customer-export:${b.shop.id}`;
      const counted = async () => (await limits.peek(s.db, key, Number.MAX_SAFE_INTEGER)).hits;
      const before = await counted();
      const res = await exportZip(s, b.owner, her.id, 'es-ES');
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: number; message: string };
      expect(body.code).toBe(code('CUSTOMER_EXPORT_TOO_LARGE'));
      expect(body.message).toContain(String(CUSTOMER_EXPORT_MAX_ANALYSES));
      expect(body.message).toMatch(/análisis/);
      expect(await counted()).toBe(before);
      const audited = await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'customer.export'), eq(auditLog.targetId, String(her.id))));
      expect(audited).toEqual([]);
    });

    it('stops reading her photos when the client goes away mid-stream', async () => {
      const her = await customerWithPhotos(s, a, { code: 'EX-3003', name: 'Ida Marsh', phone: '86 13900001111' });
      const objects = await s.deps.files.store();
      // Large photos (the content is not read back as an image): far more than the sockets' buffers hold.
      const big = Buffer.alloc(8 * 1024 * 1024, 7);
      for (const key of her.keys) await objects.put(key, big, 'image/jpeg');
      const opened: Readable[] = [];
      const get = objects.get.bind(objects);
      const spy = vi.spyOn(objects, 'get').mockImplementation(async (key: string) => {
        const obj = await get(key);
        if (obj) opened.push(obj.body);
        return obj;
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const req = http.request(
            `${s.url}/api/customer/export/${her.id}`,
            { method: 'POST', headers: { authorization: `Bearer ${a.owner}` } },
            (res) => {
              expect(res.statusCode).toBe(200);
              res.once('data', () => {
                req.destroy();
                resolve();
              });
            },
          );
          req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
          req.end();
        });
        // The reply destroys the archive; every object opened is closed and no further photo is opened.
        await vi.waitFor(() => {
          expect(opened.length).toBeGreaterThan(0);
          for (const body of opened) expect(body.destroyed).toBe(true);
        });
        expect(opened.length).toBeLessThan(her.keys.length);
      } finally {
        spy.mockRestore();
      }
    });
  });
}

suite('local');
suite('s3');
