import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { makeJpeg } from '../../../../contract/src/testing/images.js';
import type { TestServer } from '../../../test/helper.js';
import { customerConsents, customers, storedFiles } from '../../db/schema.js';
import { type AppStore, analysisBody, postAnalysis, uploadPhoto } from '../analysis/analysis.fixture.js';

/**
 * A consent as the app records it: photos and contact allowed unless told, accepted a minute ago, naming the
 * platform's first English consent text (every database has the platform's defaults: seed/seed-consent.ts).
 */
export const consentBody = (
  over: Partial<{ photos: boolean; contact: boolean; version: string; language: string }> = {},
) => ({
  version: 'P-en-US-1',
  language: 'en-US',
  acceptedAt: new Date(Date.now() - 60_000).toISOString(),
  photos: true,
  contact: true,
  ...over,
});

/** Adds a customer as the app does (a new clientId unless told), answering the HTTP response. */
export const addCustomer = (s: TestServer, token: string, body: Record<string, unknown> = {}, lang = 'en-US') =>
  s.request('POST', '/api/app/v1/customers', {
    token,
    body: { clientId: randomUUID(), ...body },
    headers: { 'x-lang': lang },
  });

export const findCustomers = (s: TestServer, token: string, query: string) =>
  s.get(`/api/app/v1/customers?${query}`, { token });

export const postConsent = (s: TestServer, token: string, id: number, body: unknown) =>
  s.request('POST', `/api/app/v1/customers/${id}/consents`, { token, body });

/** A customer row written straight to the table (with a consent when told), for tests and walks. */
export async function buildCustomer(
  db: TestServer['db'],
  shopId: number,
  over: Partial<typeof customers.$inferInsert> = {},
  consent?: { photos: boolean; contact?: boolean },
) {
  const [row] = await db
    .insert(customers)
    .values({ shopId, clientId: randomUUID(), code: `C${randomUUID().slice(0, 8)}`, ...over })
    .returning();
  if (consent)
    await db.insert(customerConsents).values({
      shopId,
      customerId: row!.id,
      version: 'P-en-US-1',
      language: 'en-US',
      acceptedAt: new Date(),
      photos: consent.photos,
      contact: consent.contact ?? false,
    });
  return row!;
}

/**
 * A photo as `app/v1/files` leaves it (a photo row and its thumbnail's, not yet in use), written straight to
 * `stored_files`: the tests of consent need a photo to claim, not its decoding.
 */
export async function storedPhoto(db: TestServer['db'], shopId: number) {
  const key = `shops/${shopId}/photos/${randomUUID()}.jpg`;
  const file = { shopId, size: 1000, contentType: 'image/jpeg', width: 64, height: 48 };
  await db.insert(storedFiles).values([
    { key, purpose: 'photo', ...file },
    { key: key.replace(/\.jpg$/, '.thumb.jpg'), purpose: 'thumb', ...file },
  ]);
  return key;
}

/** A customer added by the app with photo consent, and `visits` analyses of hers with two photos each. */
export async function customerWithPhotos(
  s: TestServer,
  st: AppStore,
  person: { code: string; name: string; phone: string },
) {
  const added = await addCustomer(s, st.app, { ...person, note: `note of ${person.name}`, consent: consentBody() });
  expect(added.status, added.text).toBe(201);
  const id: number = added.body.datas.id;
  const keys: string[] = [];
  const analyses: number[] = [];
  for (let v = 0; v < 2; v++) {
    const photos: string[] = [];
    for (let p = 0; p < 2; p++) {
      const up = await uploadPhoto(s, st.app, makeJpeg(64 + v, 48 + p));
      expect(up.status, up.text).toBe(200);
      photos.push(up.body.datas.key);
    }
    const at = new Date(Date.now() - (3 - v) * 86_400_000).toISOString();
    const res = await postAnalysis(
      s,
      st.app,
      analysisBody(st.deviceNo, {
        customerId: id,
        images: photos,
        analysedAt: at,
        symptoms: [{ symptomKey: 'acne', degree: 3 - v }],
      }),
    );
    expect(res.status, res.text).toBe(201);
    analyses.push(res.body.datas.id);
    keys.push(...photos);
  }
  return { id, analyses, keys, thumbs: keys.map((k) => k.replace(/\.(jpg|png)$/, '.thumb.jpg')) };
}
