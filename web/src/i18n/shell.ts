/**
 * The areas every visit needs before its first render (the sign-in pages and the frame of the console): one chunk
 * per language, `locale-<lang>`. Every other area (the screens' texts) is a second chunk per language,
 * `locale-<lang>-screens`, loaded with the signed-in layouts, so the sign-in page carries none of it. Read by the
 * build (vite.config.ts) as well: keep this file free of imports.
 */
export const SHELL_AREAS = ['common', 'menu', 'layout', 'auth', 'pages'] as const;
