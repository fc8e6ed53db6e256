import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createFileService, type FileService } from './service.js';

/** Stored files and images (`file/*`, `oss/*`): the object store, signed reads, upload grants, ossSize. */
export default defineModule({
  name: 'files',
  routes,
  createService: ({ db, config, jobs }) => createFileService(db, config, jobs),
});

declare module '../../lib/module.js' {
  interface Services {
    files: FileService;
  }
}
