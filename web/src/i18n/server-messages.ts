import type { Language } from '@skin/contract';
import { messageFrom } from '@skin/contract';

type Table = Record<string, string>;

/**
 * The server's messages (contract/src/messages*.ts) in the languages loaded so far. Each language is a chunk of its
 * own (`virtual:server-messages/<lang>`, made at build time by web/build/server-messages.ts), loaded with the
 * interface language (i18n/index.ts): a visit carries one language's messages, not the seven.
 */
const LOADERS: Record<Language, () => Promise<{ default: Table }>> = {
  'zh-CN': () => import('virtual:server-messages/zh-CN'),
  'en-US': () => import('virtual:server-messages/en-US'),
  'ja-JP': () => import('virtual:server-messages/ja-JP'),
  'es-ES': () => import('virtual:server-messages/es-ES'),
  'id-ID': () => import('virtual:server-messages/id-ID'),
  'th-TH': () => import('virtual:server-messages/th-TH'),
  'vi-VN': () => import('virtual:server-messages/vi-VN'),
};
const tables: Partial<Record<Language, Table>> = {};

/** Loads the messages of `lang` (once); the language loader waits for them before the first render. */
export async function loadServerMessages(lang: Language): Promise<void> {
  tables[lang] ??= (await LOADERS[lang]()).default;
}

/** A server message (validation rules, client-side errors) in `lang`, as the server would word it. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const table = tables[lang];
  return table ? messageFrom(table, key, params) : key;
}
