import { defineModule } from '../../lib/module.js';
import routes from './routes.js';

/** `/health`: answers once the server can serve. */
export default defineModule({ name: 'health', routes });
