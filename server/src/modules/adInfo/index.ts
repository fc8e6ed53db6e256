import { defineModule } from '../../lib/module.js';
import { screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createAdInfoService } from './service.js';

/** Adverts (`adInfo/*`): carousel and startup-page pictures of the companion app, reordered by dragging. */
export default defineModule({
  name: 'adInfos',
  needs: ['files'],
  routes,
  createService: ({ db }, { files }) => createAdInfoService(db, screenFiles(files, 'ad-info')),
});

declare module '../../lib/module.js' {
  interface Services {
    adInfos: ReturnType<typeof createAdInfoService>;
  }
}
