import type { Plugin } from 'vite';
import { LANGUAGES } from '../../contract/src/enums.js';
import { MESSAGES } from '../../contract/src/messages.js';

/**
 * `virtual:server-messages/<lang>`: the server's message catalogue (contract/src/messages*.ts) in one language, as
 * a module of plain strings made at build time. The console needs the messages of the language it shows (form
 * rules, client-side errors): each language is a chunk of its own, loaded with the language, instead of all seven
 * in every visit's path (src/i18n/server-messages.ts).
 */
export function serverMessages(): Plugin {
  const prefix = 'virtual:server-messages/';
  return {
    name: 'server-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const lang = id.slice(prefix.length + 1);
      const table = (LANGUAGES as readonly string[]).includes(lang) ? MESSAGES[lang as keyof typeof MESSAGES] : null;
      if (!table) throw new Error(`no server messages for ${lang}`);
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
