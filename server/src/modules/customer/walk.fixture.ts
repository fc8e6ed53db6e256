import { randomUUID } from 'node:crypto';
import { appOnly, defineModuleWalk } from '../../../test/walks.js';
import { analyses, customerConsents, customers } from '../../db/schema.js';
import { buildCustomer } from './customer.fixture.js';

const CONSENT = { version: 'v1', language: 'en-US', acceptedAt: new Date().toISOString(), photos: true, contact: true };

/**
 * Customers in the shared walks (server/test/walks.ts): the app's routes take an app token only, and the attacker
 * store's app never finds, reads, consents for or names the victim's customer (404, or nothing found).
 */
export default defineModuleWalk({
  roles: [
    { route: 'GET /api/app/v1/customers', path: '/api/app/v1/customers?code=WALK-1', expect: appOnly },
    { route: 'POST /api/app/v1/customers', path: '/api/app/v1/customers', body: {}, expect: appOnly },
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
  ],
  async isolation({ db, victim, attacker }) {
    const phone = '86 13711112222';
    const her = await buildCustomer(
      db,
      victim.shop.id,
      { code: 'VICTIM-C1', name: 'Victim Customer', phone, note: 'victim note' },
      { photos: true },
    );
    return {
      markers: ['Victim Customer', 'victim note', 'VICTIM-C1'],
      tables: [customers, customerConsents, analyses],
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
