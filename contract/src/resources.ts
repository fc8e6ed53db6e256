/**
 * The resources made with `npm run new-resource`, one line each (the generator writes it):
 * `export * from './schemas/visitNote.js';`. index.ts exports them, and access.ts reads the access codes each
 * declares in its contract file (`<NAME>_ACCESS`, a `ResourceAccess`) into ACCESS_CODES, ACCESS_GROUPS and
 * STORE_ONLY_CODES.
 */
export {};
