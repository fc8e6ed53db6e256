import type { Language } from '@skin/contract';

type Catalogue = typeof import('@skin/contract/messages');

// The server's message catalogue (contract/src/messages.ts, every language) is big and only needed once a
// form is checked or an error shown, so it is its own chunk, loaded with the interface language
// (i18n/index.ts) rather than shipped in the console's first chunk.
let catalogue: Catalogue | null = null;

/** Loads the catalogue (once); the language loader waits for it before the first render. */
export async function loadServerMessages(): Promise<void> {
  catalogue ??= await import('@skin/contract/messages');
}

/** A server message (validation rules, client-side errors) in `lang`, as the server would word it. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  return catalogue ? catalogue.translate(lang, key, params) : key;
}
