import { randomUUID } from 'node:crypto';
import { appOnly, defineModuleWalk, ownerOnly, platformOnly } from '../../../test/walks.js';
import { analyses, customerConsents, customers, photoViews } from '../../db/schema.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from './customer.fixture.js';

const CONSENT = {
  version: 'P-en-US-1',
  language: 'en-US',
  acceptedAt: new Date().toISOString(),
  photos: true,
  contact: true,
};

/**
 * Customers in the shared walks (server/test/walks.ts): the app's routes take an app token only, and the attacker
 * store's app never finds, reads, consents for or names the victim's customer (404, or nothing found).
 */
export default defineModuleWalk({
  // A profile edit whose every field may be left out, and her data as a ZIP (it spends the store's hourly exports
  // and is audited): changes, so no GET form a link could start.
  changesWithoutBody: ['POST /api/customer/export/{id}', 'POST /api/customer/update/{id}'],
  // Finding by phone: the number stays out of URLs.
  readsInBodyOnly: ['POST /api/app/v1/customers/find'],
  roles: [
    { route: 'GET /api/app/v1/customers', path: '/api/app/v1/customers?code=WALK-1', expect: appOnly },
    { route: 'POST /api/app/v1/customers', path: '/api/app/v1/customers', body: {}, expect: appOnly },
    {
      route: 'POST /api/app/v1/customers/find',
      path: '/api/app/v1/customers/find',
      body: { code: 'WALK-1' },
      expect: appOnly,
    },
    {
      route: 'POST /api/app/v1/customers/{id}/consents',
      path: '/api/app/v1/customers/1/consents',
      body: {},
      expect: appOnly,
    },
    {
      route: 'GET /api/app/v1/customers/{id}/analyses',
      path: '/api/app/v1/customers/1/analyses',
      expect: appOnly,
    },
    {
      route: 'POST /api/customer/query/{page}/{pageSize}',
      path: '/api/customer/query/1/20',
      body: {},
      expect: ownerOnly,
    },
    { route: 'POST /api/customer/get/{id}', path: '/api/customer/get/1', expect: ownerOnly },
    { route: 'POST /api/customer/update/{id}', path: '/api/customer/update/1', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/customer/analyses/{id}/{page}/{pageSize}',
      path: '/api/customer/analyses/1/1/20',
      expect: ownerOnly,
    },
    {
      route: 'POST /api/customer/compare',
      path: '/api/customer/compare',
      body: { customerId: 1, from: 1, to: 2 },
      expect: ownerOnly,
    },
    { route: 'POST /api/customer/recommend/{analysisId}', path: '/api/customer/recommend/1', expect: ownerOnly },
    {
      route: 'POST /api/customer/views/{id}/{page}/{pageSize}',
      path: '/api/customer/views/1/1/20',
      expect: ownerOnly,
    },
    {
      route: 'POST /api/customer/erase/{id}',
      path: '/api/customer/erase/1',
      body: { code: 'WALK-1' },
      expect: ownerOnly,
    },
    { route: 'POST /api/customer/export', path: '/api/customer/export', body: {}, expect: ownerOnly },
    { route: 'POST /api/customer/export/{id}', path: '/api/customer/export/1', expect: ownerOnly },
    {
      route: 'POST /api/customer/shops/{page}/{pageSize}',
      path: '/api/customer/shops/1/20',
      body: {},
      expect: platformOnly,
    },
  ],
  async isolation({ db, victim, attacker }) {
    const phone = '86 13711112222';
    const her = await buildCustomer(
      db,
      victim.shop.id,
      { code: 'VICTIM-C1', name: 'Victim Customer', phone, note: 'victim note' },
      { photos: true },
    );
    // An analysis of hers, to compare and to recommend for.
    const visit = await buildAnalysis(
      db,
      { shopId: victim.shop.id, userId: victim.user.id, deviceNo: victim.device.deviceNo },
      { symptoms: [{ k: 'victimsymptom', d: 2 }], customerId: her.id },
    );
    return {
      markers: ['Victim Customer', 'victim note', 'VICTIM-C1', '13711112222'],
      tables: [customers, customerConsents, analyses, photoViews],
      calls: [
        // Found by her code or phone in the attacker's own store only: nothing.
        {
          route: 'GET /api/app/v1/customers',
          path: '/api/app/v1/customers?code=VICTIM-C1',
          status: 200,
          app: true,
        },
        {
          route: 'GET /api/app/v1/customers',
          path: `/api/app/v1/customers?phone=${encodeURIComponent(phone)}`,
          status: 200,
          app: true,
        },
        {
          route: 'POST /api/app/v1/customers/find',
          path: '/api/app/v1/customers/find',
          body: { phone },
          status: 200,
          app: true,
        },
        {
          route: 'GET /api/app/v1/customers/{id}/analyses',
          path: `/api/app/v1/customers/${her.id}/analyses`,
          status: 404,
          code: 800119,
          app: true,
        },
        {
          route: 'POST /api/app/v1/customers/{id}/consents',
          path: `/api/app/v1/customers/${her.id}/consents`,
          body: CONSENT,
          status: 404,
          code: 800119,
          app: true,
        },
        // Naming her on an analysis of the attacker's store: 404, nothing recorded.
        {
          route: 'POST /api/app/v1/analyses',
          path: '/api/app/v1/analyses',
          body: {
            clientId: randomUUID(),
            analysedAt: new Date().toISOString(),
            deviceNo: attacker.app.deviceNo,
            symptoms: [],
            images: [],
            customerId: her.id,
          },
          status: 404,
          code: 800119,
          app: true,
        },
        // The console: her id answers 404 on every route; lists are the attacker's own.
        { route: 'POST /api/customer/get/{id}', path: `/api/customer/get/${her.id}`, status: 404, code: 800119 },
        {
          route: 'POST /api/customer/update/{id}',
          path: `/api/customer/update/${her.id}`,
          body: { name: 'Taken over', note: null },
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/analyses/{id}/{page}/{pageSize}',
          path: `/api/customer/analyses/${her.id}/1/20`,
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/compare',
          path: '/api/customer/compare',
          body: { customerId: her.id, from: visit.id, to: visit.id },
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/recommend/{analysisId}',
          path: `/api/customer/recommend/${visit.id}`,
          status: 404,
        },
        // Who saw her photos, and erasing her with her own code typed: 404, nothing changed.
        {
          route: 'POST /api/customer/views/{id}/{page}/{pageSize}',
          path: `/api/customer/views/${her.id}/1/20`,
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/erase/{id}',
          path: `/api/customer/erase/${her.id}`,
          body: { code: 'VICTIM-C1' },
          status: 404,
          code: 800119,
        },
        // Her data as a ZIP: 404 before anything of hers is read.
        {
          route: 'POST /api/customer/export/{id}',
          path: `/api/customer/export/${her.id}`,
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/query/{page}/{pageSize}',
          path: '/api/customer/query/1/20',
          body: { text: 'Victim' },
          status: 200,
        },
        { route: 'POST /api/customer/export', path: '/api/customer/export', body: {}, status: 200 },
        {
          route: 'POST /api/customer/shops/{page}/{pageSize}',
          path: '/api/customer/shops/1/20',
          body: {},
          status: 403,
          code: 100407,
        },
        // Adding is the attacker's own store's: invalid input changes nothing (its own adds are tested elsewhere).
        {
          route: 'POST /api/app/v1/customers',
          path: '/api/app/v1/customers',
          body: { clientId: 'not-a-uuid', code: 'VICTIM-C1' },
          status: 400,
          app: true,
        },
      ],
    };
  },
});
