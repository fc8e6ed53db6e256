import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers, read from the source (CONTRIBUTING.md, "Server"), from the bottom: db/ (the client and the schema)
 * imports no other folder of the server; lib/ is shared by every module and imports none, nor a plugin or the demo
 * data; modules/ import no plugin and no demo data; only the entry points import the demo data (seed/), stop the
 * process or write to the console (ENTRY_POINTS): everything else logs through its logger and throws.
 *
 * The store a request may touch is resolved once by the auth plugin (lib/scope.ts) and reaches a route only
 * through lib/scope.ts's accessors (storeOf, storeOrAllOf, storeFilterOf, contentOwnerOf), and a service only
 * as an argument, never re-derived from the caller's session (`auth.shopId`).
 */
const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');

/**
 * The server's entry points: programs that start, stop and speak to a terminal. Outside src/, bench/, stand/,
 * device/, scripts/ and test/fakes/serve-with-gateways.ts are programs of their own too and are not read here.
 */
const ENTRY_POINTS = ['main.ts', 'serve.ts', 'ops/cli.ts', 'dump-openapi.ts'];

/** The folders of the server below which `file` imports (relative imports only), as `file:line: import`. */
function importsAbove(files: string[], folders: readonly string[]): string[] {
  const re = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(re)]
          .map((m) => rel(path.resolve(path.dirname(file), m[1]!)))
          .filter((target) => folders.some((f) => target === f || target.startsWith(`${f}/`)))
          .map((target) => `${rel(file)}:${i + 1}: ${target}`),
      ),
  );
}
/** Every folder and file at the top of src/ (app.ts, deps.ts, lib, modules...). */
const TOP = readdirSync(src).map((f) => f.replace(/\.ts$/, ''));

/** `file:line: text` of each line of the files matching `re`. */
function offenders(files: string[], re: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (re.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('layers', () => {
  it('db/ imports nothing else of the server', () => {
    const db = sources(path.join(src, 'db'));
    expect(db.map(rel).sort()).toEqual(['db/client.ts', 'db/replica.ts', 'db/schema.ts']);
    expect(TOP).toContain('lib');
    expect(
      importsAbove(
        db,
        TOP.filter((t) => t !== 'db'),
      ),
    ).toEqual([]);
  });

  it('lib/ imports no module, plugin, demo data or what composes them', () => {
    const lib = sources(path.join(src, 'lib'));
    expect(lib.length).toBeGreaterThan(10);
    const above = ['modules', 'plugins', 'seed', 'ops', 'app', 'deps', 'serve', 'main', 'web'];
    expect(above.every((f) => TOP.includes(f))).toBe(true);
    expect(importsAbove(lib, above)).toEqual([]);
  });

  it('modules/ import no plugin, demo data or what composes them', () => {
    const modules = sources(path.join(src, 'modules'));
    expect(importsAbove(modules, ['plugins', 'seed', 'ops', 'app', 'serve', 'main'])).toEqual([]);
  });

  it('only the entry points import the demo data', () => {
    const others = sources(src).filter((f) => !rel(f).startsWith('seed/') && !ENTRY_POINTS.includes(rel(f)));
    expect(importsAbove(others, ['seed'])).toEqual([]);
  });

  it('only the entry points stop the process or write to the console', () => {
    const others = sources(src).filter((f) => !ENTRY_POINTS.includes(rel(f)));
    expect(ENTRY_POINTS.every((f) => sources(src).some((s) => rel(s) === f))).toBe(true);
    expect(offenders(others, /\bprocess\.exit\(|\bconsole\.\w+\(/)).toEqual([]);
  });

  it("raw statements' rows are read only by selectRows (lib/sql.ts)", () => {
    const others = sources(src).filter((f) => rel(f) !== 'lib/sql.ts');
    expect(offenders(others, /\.execute<|\bas (?:unknown as )?\{\s*rows:|\)\.rows\b/)).toEqual([]);
  });

  it('only lib/scope.ts and the auth plugin touch req.scope; routes use the accessors', () => {
    const files = sources(src).filter((f) => !['lib/scope.ts', 'plugins/auth.ts'].includes(rel(f)));
    expect(files.some((f) => rel(f) === 'modules/order/routes.ts')).toBe(true);
    expect(offenders(files, /\breq\.scope\b/)).toEqual([]);
  });

  it("services take the resolved store and never read the caller's own (auth.shopId)", () => {
    // The analysis app's routes have no scope (`config.app`): an app session belongs to one store, which the
    // auth plugin checks on every call, so its context's shopId is the resolved store (modules/app/session.ts).
    const modules = sources(path.join(src, 'modules')).filter((f) => !rel(f).startsWith('modules/app/'));
    expect(modules.some((f) => rel(f) === 'modules/adInfo/service.ts')).toBe(true);
    expect(offenders(modules, /\b(?:auth|actor|caller\(req\))\.shopId\b/)).toEqual([]);
  });
});
