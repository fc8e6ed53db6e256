import { buildLabelTree } from '../../../test/factories.js';
import { appOnly, defineModuleWalk } from '../../../test/walks.js';

/**
 * The analysis app in the shared walks (server/test/walks.ts): an app token only, and the attacker store's app sees
 * its own store only. Its sign-out is the shared files' (last of the app's calls).
 */
export default defineModuleWalk({
  roles: [
    { route: 'GET /api/app/v1/me', path: '/api/app/v1/me', expect: appOnly },
    { route: 'GET /api/app/v1/content', path: '/api/app/v1/content?language=en-US', expect: appOnly },
  ],
  async isolation({ db, victim }) {
    // The victim's own content of the app, in the language the walk reads.
    await buildLabelTree(db, victim.shop, 'en-US', [
      { type: 'Victim type', labels: [{ name: 'Victim label', key: 'vkey' }] },
    ]);
    return {
      // The app's feed: the victim's own labels, and its files' keys as a signed URL carries them.
      markers: ['Victim label', 'Victim type', `shops%2F${victim.shop.id}%2F`],
      tables: [],
      calls: [
        { route: 'GET /api/app/v1/me', path: '/api/app/v1/me', status: 200, app: true },
        { route: 'GET /api/app/v1/content', path: '/api/app/v1/content?language=en-US', status: 200, app: true },
      ],
    };
  },
});
