import { serve } from './serve.js';

/** The server's entry (`npm start`, `node --import tsx server/src/main.ts`): everything from the environment. */
serve().catch((err) => {
  console.error(err);
  process.exit(1);
});
