import { createHash, randomBytes } from 'node:crypto';
import { defineModuleWalk, ownerOnly } from '../../../test/walks.js';
import { reportShareOpenings, reportShares } from '../../db/schema.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from '../customer/customer.fixture.js';

/**
 * Reports and share links in the shared walks (server/test/walks.ts): the victim's customer, her visit and a live
 * share of hers; the attacker's console reads no report of her, shares nothing of hers, lists nothing and revokes
 * nothing (404, nothing changed). `report/open` is public (PUBLIC_ROUTES) and tested in shares.test.ts.
 */
export default defineModuleWalk({
  // Revoking a share takes no body (a change, so no GET form).
  changesWithoutBody: ['POST /api/customer/share/revoke/{shareId}'],
  roles: [
    {
      route: 'POST /api/customer/report',
      path: '/api/customer/report',
      body: { customerId: 1, analyses: [1] },
      expect: ownerOnly,
    },
    {
      route: 'POST /api/customer/share',
      path: '/api/customer/share',
      body: { customerId: 1, analyses: [1], language: 'en-US' },
      expect: ownerOnly,
    },
    { route: 'POST /api/customer/shares/{id}', path: '/api/customer/shares/1', expect: ownerOnly },
    {
      route: 'POST /api/customer/share/revoke/{shareId}',
      path: '/api/customer/share/revoke/1',
      expect: ownerOnly,
    },
  ],
  async isolation({ db, victim }) {
    const her = await buildCustomer(
      db,
      victim.shop.id,
      { code: 'VICTIM-R1', name: 'Victim Reported' },
      { photos: true },
    );
    const visit = await buildAnalysis(
      db,
      { shopId: victim.shop.id, userId: victim.user.id, deviceNo: victim.device.deviceNo },
      { symptoms: [{ k: 'victimsymptom', d: 2 }], customerId: her.id },
    );
    const [share] = await db
      .insert(reportShares)
      .values({
        shopId: victim.shop.id,
        customerId: her.id,
        tokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
        visits: [{ id: visit.id, analysedAt: visit.analysedAt.toISOString() }],
        language: 'en-US',
        createdByName: 'victim-sharer',
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    await db.insert(reportShareOpenings).values({ shareId: share!.id, address: '192.0.2.77' });
    return {
      markers: ['Victim Reported', 'VICTIM-R1', 'victim-sharer', '192.0.2.77'],
      tables: [reportShares, reportShareOpenings],
      calls: [
        {
          route: 'POST /api/customer/report',
          path: '/api/customer/report',
          body: { customerId: her.id, analyses: [visit.id] },
          status: 404,
          code: 800119,
        },
        {
          route: 'POST /api/customer/share',
          path: '/api/customer/share',
          body: { customerId: her.id, analyses: [visit.id], language: 'en-US' },
          status: 404,
          code: 800119,
        },
        { route: 'POST /api/customer/shares/{id}', path: `/api/customer/shares/${her.id}`, status: 404, code: 800119 },
        {
          route: 'POST /api/customer/share/revoke/{shareId}',
          path: `/api/customer/share/revoke/${share!.id}`,
          status: 404,
          code: 800126,
        },
      ],
    };
  },
});
