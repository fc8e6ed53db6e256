import { randomUUID } from 'node:crypto';
import { appOnly, defineModuleWalk, ownerOnly, platformOnly } from '../../../test/walks.js';
import { analyses, analysisSymptoms, storedFiles } from '../../db/schema.js';
import { uploadGrants } from '../file/table.js';
import { buildAnalysis } from './analysis.fixture.js';

/**
 * Analyses in the shared walks (server/test/walks.ts): the app's uploads take an app token only; the store's list
 * needs the `analysis` code (the matrix's staff hold `users` and `shop-device`), the platform reads counts only.
 * The attacker's owner never reads the victim's analysis, and the attacker's app never claims the victim's photo.
 */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/app/v1/files', path: '/api/app/v1/files', expect: appOnly },
    {
      route: 'POST /api/app/v1/files/grant',
      path: '/api/app/v1/files/grant',
      body: { contentType: 'image/jpeg', size: 1000 },
      expect: appOnly,
    },
    {
      route: 'POST /api/app/v1/files/confirm',
      path: '/api/app/v1/files/confirm',
      body: { key: 'shops/1/photos/none.jpg' },
      expect: appOnly,
    },
    { route: 'POST /api/app/v1/analyses', path: '/api/app/v1/analyses', body: {}, expect: appOnly },
    {
      route: 'POST /api/analysis/query/{page}/{pageSize}',
      path: '/api/analysis/query/1/20',
      body: {},
      expect: ownerOnly,
    },
    { route: 'POST /api/analysis/get/{id}', path: '/api/analysis/get/1', expect: ownerOnly },
    { route: 'POST /api/analysis/export', path: '/api/analysis/export', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/analysis/shops/{page}/{pageSize}',
      path: '/api/analysis/shops/1/20',
      body: {},
      expect: platformOnly,
    },
  ],
  async isolation({ db, victim, attacker }) {
    // A photo of the victim's analysis (never to be shown to the attacker), and one no analysis took yet (which
    // the attacker's app names: the refusal echoes only the key it sent).
    const shown = `shops/${victim.shop.id}/photos/${randomUUID()}.jpg`;
    const photo = `shops/${victim.shop.id}/photos/${randomUUID()}.jpg`;
    await db.insert(storedFiles).values({
      key: photo,
      shopId: victim.shop.id,
      purpose: 'photo',
      size: 1000,
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
    });
    const row = await buildAnalysis(
      db,
      { shopId: victim.shop.id, userId: victim.user.id, deviceNo: victim.device.deviceNo },
      {
        symptoms: [{ k: 'victimsymptom', d: 2 }],
        images: [{ key: shown, thumbKey: shown.replace('.jpg', '.thumb.jpg'), size: 1000, width: 10, height: 10 }],
      },
    );
    // A grant of the victim's device, never confirmed: the attacker's app cannot confirm it.
    const granted = `shops/${victim.shop.id}/photos/${randomUUID()}.jpg`;
    await db.insert(uploadGrants).values({
      shopId: victim.shop.id,
      deviceNo: victim.device.deviceNo,
      key: granted,
      size: 1000,
      contentType: 'image/jpeg',
      expiresAt: new Date(Date.now() + 600_000),
    });
    return {
      markers: ['victimsymptom', shown, row.clientId],
      tables: [analyses, analysisSymptoms, storedFiles, uploadGrants],
      calls: [
        { route: 'POST /api/analysis/get/{id}', path: `/api/analysis/get/${row.id}`, status: 404 },
        {
          route: 'POST /api/analysis/query/{page}/{pageSize}',
          path: '/api/analysis/query/1/20',
          body: {},
          status: 200,
        },
        { route: 'POST /api/analysis/export', path: '/api/analysis/export', body: {}, status: 200 },
        // The victim's photo is no photo of the attacker's store (nor is its symptom one of its labels).
        {
          route: 'POST /api/app/v1/analyses',
          path: '/api/app/v1/analyses',
          body: {
            clientId: randomUUID(),
            analysedAt: new Date().toISOString(),
            deviceNo: attacker.app.deviceNo,
            symptoms: [],
            images: [photo],
          },
          status: 400,
          code: 800114,
          app: true,
        },
        // The victim's grant is no grant of the attacker's (on the local driver: no direct uploads at all).
        {
          route: 'POST /api/app/v1/files/confirm',
          path: '/api/app/v1/files/confirm',
          body: { key: granted },
          status: 409,
          code: 800150,
          app: true,
        },
        // A grant is always of the caller's own store; on the local driver there is none to give.
        {
          route: 'POST /api/app/v1/files/grant',
          path: '/api/app/v1/files/grant',
          body: { contentType: 'image/jpeg', size: 1000 },
          status: 409,
          code: 800150,
          app: true,
        },
        // A form without a photo stores nothing.
        { route: 'POST /api/app/v1/files', path: '/api/app/v1/files', status: 415, app: true },
        // The platform's counts are the platform's.
        {
          route: 'POST /api/analysis/shops/{page}/{pageSize}',
          path: '/api/analysis/shops/1/20',
          body: {},
          status: 403,
          code: 100407,
        },
      ],
    };
  },
});
