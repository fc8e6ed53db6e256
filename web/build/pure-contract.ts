import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** contract/'s own modules (the tests and the test helpers are never in a build). */
const CONTRACT = /[\\/]contract[\\/]src[\\/](?!testing[\\/]).*(?<!\.test)\.ts$/;

/** The parts of the syntax tree this looks at (ESTree, as the bundler's parser returns it). */
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** An initializer that runs code when the module loads: a call, or a literal holding one. */
const RUNS = new Set(['CallExpression', 'NewExpression', 'ObjectExpression', 'ArrayExpression']);

/**
 * contract/ is declarations shared with the server: rules, enums, messages and the API's zod schemas. The console
 * runs its constants and functions, never a schema (forms check with the rules' own expressions, answers are typed,
 * not parsed). But a schema built by a helper (`paged(ZAppUser)`) or by a method of another schema
 * (`ZSortOrder.nullish()`) is a call, which the bundler must keep in case it does something, and with it every schema
 * it names and zod itself: 95 KB of the chunk every signed-in screen loads, and 40 ms of a cold /users building
 * schemas before its first render (docs/decisions.md, "The console ships none of contract/'s schemas, nor zod").
 *
 * Each top-level declaration of contract/src whose initializer runs code is wrapped in a function called at once and
 * marked pure: `export const ZAppUser = /*#__PURE__*\/ (() => z.object({...}))();`. Its value, and when it is made,
 * are the same; the bundler drops it when nothing the console runs reads it (vite.config.ts marks the modules
 * themselves free of side effects). The server runs the sources as they are.
 */
export function pureContract(): Plugin {
  return {
    name: 'pure-contract',
    apply: 'build',
    // After TypeScript is stripped: the tree below is plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const out = new MagicString(code);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (!init || !RUNS.has(init.type)) continue;
          // A literal of constants runs nothing (`['ascend', 'descend']`, `{ CNY: 100 }`).
          if (
            init.type !== 'CallExpression' &&
            init.type !== 'NewExpression' &&
            !/[(`]/.test(code.slice(init.start, init.end))
          )
            continue;
          const object = init.type === 'ObjectExpression';
          out.appendLeft(init.start, `/*#__PURE__*/ (() => ${object ? '(' : ''}`);
          out.appendRight(init.end, `${object ? ')' : ''})()`);
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
