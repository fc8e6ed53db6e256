import { buildAdInfo } from '../../../test/factories.js';
import { defineModuleWalk, readable } from '../../../test/walks.js';
import { adInfos } from '../../db/schema.js';

/** Adverts in the shared walks (server/test/walks.ts): the platform keeps its own (owner scopes), stores theirs. */
export default defineModuleWalk({
  // Staff needs ad-info / ad-info:edit.
  roles: [
    {
      route: 'POST /api/adInfo/query/{page}/{pageSize}',
      path: '/api/adInfo/query/1/10',
      body: { language: 'en-US' },
      expect: readable(100403),
    },
    { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: {}, expect: readable(100403) },
    { route: 'POST /api/adInfo/add', path: '/api/adInfo/add', body: {}, expect: readable(100403) },
    { route: 'POST /api/adInfo/update/{id}', path: '/api/adInfo/update/999999', body: {}, expect: readable(100403) },
    { route: 'POST /api/adInfo/delete/{id}', path: '/api/adInfo/delete/999999', expect: readable(100403) },
    { route: 'POST /api/adInfo/sort', path: '/api/adInfo/sort', body: {}, expect: readable(100403) },
  ],
  changesWithoutBody: ['POST /api/adInfo/delete/{id}', 'POST /api/adInfo/update/{id}'],
  // The victim's adverts are neither read nor changed; its image key is not the attacker's to use.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const advert = await buildAdInfo(db, victim.shop, { title: 'Victim spring sale' });
    const { language } = advert;
    return {
      markers: [advert.title],
      tables: [adInfos],
      calls: [
        {
          route: 'POST /api/adInfo/query/{page}/{pageSize}',
          path: '/api/adInfo/query/1/200',
          body: { language, shopId },
          status: 404,
        },
        {
          route: 'POST /api/adInfo/query/{page}/{pageSize}',
          path: '/api/adInfo/query/1/200',
          body: { language },
          status: 200,
        },
        { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: { shopId }, status: 404 },
        { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: {}, status: 200 },
        {
          route: 'POST /api/adInfo/add',
          path: '/api/adInfo/add',
          body: { language, type: 1, image: advert.image },
          status: 400,
          code: 500110,
        },
        {
          route: 'POST /api/adInfo/update/{id}',
          path: `/api/adInfo/update/${advert.id}`,
          body: { enabled: false },
          status: 404,
          code: 600301,
        },
        {
          route: 'POST /api/adInfo/delete/{id}',
          path: `/api/adInfo/delete/${advert.id}`,
          status: 404,
          code: 600301,
        },
        {
          route: 'POST /api/adInfo/sort',
          path: '/api/adInfo/sort',
          body: { language, type: advert.type, ids: [advert.id] },
          status: 409,
          code: 600302,
        },
        // The app's feed in the advert's language shows the attacker's store only.
        {
          route: 'GET /api/app/v1/content',
          path: `/api/app/v1/content?language=${language}`,
          status: 200,
          app: true,
        },
      ],
    };
  },
});
