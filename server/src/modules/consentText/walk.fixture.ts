import { appOnly, defineModuleWalk, readable } from '../../../test/walks.js';
import { customerConsents } from '../../db/schema.js';
import { buildCustomer } from '../customer/customer.fixture.js';
import { consentTexts } from './table.js';

/**
 * Consent texts in the shared walks (server/test/walks.ts): the console's routes under the code `customer` (the
 * matrix's staff lacks it), the app's under an app token only; the attacker store never reads or changes the
 * victim's versions, nor records a consent naming one.
 */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/consentText/languages', path: '/api/consentText/languages', expect: readable(100403) },
    { route: 'POST /api/consentText/get/{id}', path: '/api/consentText/get/999999', expect: readable(100403) },
    {
      route: 'POST /api/consentText/history/{page}/{pageSize}',
      path: '/api/consentText/history/1/20',
      body: { language: 'en-US' },
      expect: readable(100403),
    },
    { route: 'POST /api/consentText/save', path: '/api/consentText/save', body: {}, expect: readable(100403) },
    { route: 'GET /api/app/v1/consent', path: '/api/app/v1/consent?language=en-US', expect: appOnly },
  ],
  async isolation({ db, victim, attacker }) {
    const text = 'Victim store consent wording 7f3a';
    const [row] = await db
      .insert(consentTexts)
      .values({ shopId: victim.shop.id, language: 'th-TH', number: 1, text, savedByName: 'victim-owner' })
      .returning();
    const version = `S${victim.shop.id}-th-TH-1`;
    const mine = await buildCustomer(db, attacker.shop.id);
    return {
      markers: [text, 'victim-owner'],
      tables: [consentTexts, customerConsents],
      calls: [
        { route: 'POST /api/consentText/get/{id}', path: `/api/consentText/get/${row!.id}`, status: 404, code: 800141 },
        {
          route: 'POST /api/consentText/history/{page}/{pageSize}',
          path: '/api/consentText/history/1/50',
          body: { language: 'th-TH' },
          status: 200,
        },
        { route: 'POST /api/consentText/languages', path: '/api/consentText/languages', status: 200 },
        // A save is the caller's own store's; an invalid one changes nothing.
        {
          route: 'POST /api/consentText/save',
          path: '/api/consentText/save',
          body: { language: 'th-TH', text: '' },
          status: 400,
        },
        // The attacker's app reads its own store's text (or the platform's), never the victim's.
        { route: 'GET /api/app/v1/consent', path: '/api/app/v1/consent?language=th-TH', status: 200, app: true },
        // Its own customer's consent naming the victim's version: refused, nothing recorded.
        {
          route: 'POST /api/app/v1/customers/{id}/consents',
          path: `/api/app/v1/customers/${mine.id}/consents`,
          body: { version, language: 'th-TH', acceptedAt: new Date().toISOString(), photos: true, contact: true },
          status: 400,
          code: 800140,
          app: true,
        },
      ],
    };
  },
});
