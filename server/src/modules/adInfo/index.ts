import { defineModule, requireService } from '../../lib/module.js';
import { type FileService, screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createAdInfoService } from './service.js';

/** Adverts (`adInfo/*`): carousel and startup-page pictures of the companion app, reordered by dragging. */
export default defineModule({
  name: 'adInfos',
  routes,
  createService: ({ db }, built) =>
    createAdInfoService(db, screenFiles(requireService<FileService>(built, 'files'), 'ad-info')),
});
