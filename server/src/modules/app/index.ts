import { defineModule, requireService } from '../../lib/module.js';
import type { FileService } from '../file/service.js';
import routes from './routes.js';
import { createAppService } from './service.js';

/**
 * The analysis app's API (`/api/app/v1/*`, DESIGN.md section 11): app sign-in, the rules of who may use the app
 * (rules.ts, checked by the auth plugin on every app call) and the content feed with its versions (feed.ts).
 */
export default defineModule({
  name: 'appApi',
  routes,
  createService: ({ db, metrics }, built) => createAppService(db, requireService<FileService>(built, 'files'), metrics),
});
