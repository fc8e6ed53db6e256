import { defineModuleWalk, platformOnly, signedIn } from '../../../test/walks.js';
import { prices } from '../../db/schema.js';

/** Prices in the shared walks (server/test/walks.ts): everyone signed in reads them, the platform alone sets them. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/price/get', path: '/api/price/get', expect: signedIn },
    { route: 'POST /api/price/update', path: '/api/price/update', body: {}, expect: platformOnly },
  ],
  async isolation() {
    return {
      markers: [],
      tables: [prices],
      calls: [
        { route: 'POST /api/price/get', path: '/api/price/get', status: 200 },
        {
          route: 'POST /api/price/update',
          path: '/api/price/update',
          body: { CNY: { cloudPerTb: 1, viewerPerAccount: 1 }, USD: { cloudPerTb: 1, viewerPerAccount: 1 } },
          status: 403,
          code: 100407,
        },
      ],
    };
  },
});
