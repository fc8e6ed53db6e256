import { defineModuleWalk } from '../../../test/walks.js';

/** The sandbox gateway's routes are public (server/test/routes.ts); its buttons and notifications are changes. */
export default defineModuleWalk({
  changesWithoutBody: [
    'POST /api/sandbox/checkout/{tradeNo}/fail',
    'POST /api/sandbox/checkout/{tradeNo}/pay',
    'POST /api/sandbox/notify',
  ],
});
