import { defineModule } from '../../lib/module.js';
import routes from './routes.js';

/** Cloud space (`cloud/info`): read through the order service, which prices renewals. */
export default defineModule({ name: 'cloud', routes });
