import { randomUUID } from 'node:crypto';
import { makeJpeg } from '../../../../contract/src/testing/images.js';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { formBody } from '../../../test/multipart.js';
import { type AnalysisImageRef, analyses, analysisSymptoms } from '../../db/schema.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { symptomRowsOf } from './repository.js';

/** Uploads a photo as the app on `token`'s device. */
export const uploadPhoto = async (s: TestServer, token: string, data: Uint8Array = makeJpeg(64, 48), lang = 'en-US') =>
  s.request('POST', '/api/app/v1/files', {
    token,
    raw: await formBody({}, { data, name: 'photo.jpg', type: 'image/jpeg' }),
    headers: { 'x-lang': lang },
  });

/** An analysis body of the device: one hour ago, the given symptoms and images, a new clientId unless told. */
export const analysisBody = (
  deviceNo: string,
  over: Partial<{
    clientId: string;
    analysedAt: string;
    symptoms: { symptomKey: string; degree: number }[];
    images: string[];
    customerId: number;
  }> = {},
) => ({
  clientId: randomUUID(),
  analysedAt: new Date(Date.now() - 3_600_000).toISOString(),
  deviceNo,
  symptoms: [{ symptomKey: 'acne', degree: 2 }],
  images: [],
  ...over,
});

export const postAnalysis = (s: TestServer, token: string, body: unknown, lang = 'en-US') =>
  s.request('POST', '/api/app/v1/analyses', { token, body, headers: { 'x-lang': lang } });

/**
 * An analysis row written straight to the table (its trigger keeps the aggregates), for tests that need many at
 * chosen times: `day` is the date on the device's clock, `at` the instant (noon UTC of `day` unless told; neither
 * told: now, on today's UTC date).
 */
export async function buildAnalysis(
  db: TestServer['db'],
  a: { shopId: number; userId: number; userType?: number; deviceNo: string },
  over: {
    day?: string;
    at?: Date;
    symptoms?: { k: string; d: number }[];
    images?: AnalysisImageRef[];
    customerId?: number;
  },
) {
  const at = over.at ?? (over.day ? new Date(`${over.day}T12:00:00Z`) : new Date());
  const [row] = await db
    .insert(analyses)
    .values({
      shopId: a.shopId,
      clientId: randomUUID(),
      userId: a.userId,
      userType: a.userType ?? 1,
      deviceNo: a.deviceNo,
      analysedAt: at,
      analysedDay: over.day ?? at.toISOString().slice(0, 10),
      imageCount: over.images?.length ?? 0,
      symptoms: over.symptoms ?? [{ k: 'acne', d: 1 }],
      images: over.images ?? [],
      customerId: over.customerId ?? null,
    })
    .returning();
  await db.insert(analysisSymptoms).values(symptomRowsOf(row!));
  return row!;
}

/** A store with its owner signed in to the console and an app account on its device, signed in to the app. */
export interface AppStore {
  shop: ShopRow;
  owner: string;
  app: string;
  deviceNo: string;
}

/** Builds an AppStore whose labels hold acne (en-US). */
export async function appStore(s: TestServer): Promise<AppStore> {
  const st = await buildStoreWithOwner(s.db);
  await buildLabelTree(s.db, st.shop, 'en-US', [{ type: 'Skin', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const a = await buildAppAccount(s.db, st.shop);
  return {
    shop: st.shop,
    owner: await s.login(st.owner.userName, st.owner.password),
    app: await appToken(s, a),
    deviceNo: a.device.deviceNo,
  };
}
