/**
 * The access codes of the resources that declare their own (`ResourceAccess` in access.ts), one line each, as
 * `npm run new-resource` writes it: `export { VISIT_NOTE_ACCESS } from './schemas/visitNote.js';`.
 * access.ts adds them to ACCESS_CODES, ACCESS_GROUPS and STORE_ONLY_CODES.
 */
export {};
