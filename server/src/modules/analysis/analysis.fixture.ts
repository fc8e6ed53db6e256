import { randomUUID } from 'node:crypto';
import { makeJpeg } from '../../../../contract/src/testing/images.js';
import type { TestServer } from '../../../test/helper.js';
import { formBody } from '../../../test/multipart.js';

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
