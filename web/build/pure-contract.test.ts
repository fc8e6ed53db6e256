import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureContract } from './pure-contract';

const CONTRACT = path.join(import.meta.dirname, '../../contract/src/index.ts');
const ENTRY = '\0entry.js';

/** Bundles a module importing `names` from contract/ as the console's build does, with or without the plugin. */
async function bundle(names: string[], plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? id : undefined),
    load: (id) =>
      id === ENTRY
        ? `import { ${names.join(', ')} } from ${JSON.stringify(CONTRACT)};\nconsole.log(${names.join(', ')});`
        : undefined,
  };
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: ENTRY,
        treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const { output } = Array.isArray(out) ? out[0]! : out;
  return output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

describe("the console's build keeps none of contract/'s schemas it does not run", () => {
  // What the console takes from contract/: constants and functions living beside the schemas.
  const used = ['AUDIT_ACTIONS', 'DEFAULT_DEGREE_COLORS', 'isImportRefusal', 'openingContentLanguage', 'USERNAME_RE'];

  it('drops every schema, and zod with them', async () => {
    const code = await bundle(used, [pureContract()]);
    expect(code).toContain('account.password_change'); // AUDIT_ACTIONS
    expect(code).toContain('#FADB14'); // DEFAULT_DEGREE_COLORS
    expect(code).not.toContain('$ZodType');
    expect(code).not.toMatch(/node_modules[\\/]zod[\\/]/);
  }, 60_000);

  it('keeps them without it: a schema built by a helper or by another schema is a call the bundler must keep', async () => {
    const code = await bundle(used, []);
    expect(code).toContain('$ZodType');
    expect(code).toMatch(/node_modules[\\/]zod[\\/]/);
  }, 60_000);

  it('keeps a schema that is used, as it was', async () => {
    const code = await bundle(['ZImportRefusal'], [pureContract()]);
    expect(code).toContain('$ZodType');
    expect(code).toMatch(/\/\*\s*@__PURE__\s*\*\/\s*\(\(\) =>/);
  }, 60_000);
});
