import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createDataService } from './service.js';

/** The data centre (`data/*`, DESIGN.md section 10): figures and trends read from aggregates the triggers keep. */
export default defineModule({
  name: 'data',
  routes,
  createService: ({ db, config }) => createDataService(db, { recountGapMs: config.dataRecountMs }),
});

declare module '../../lib/module.js' {
  interface Services {
    data: ReturnType<typeof createDataService>;
  }
}
