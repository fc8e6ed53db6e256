import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers, read from the source (CONTRIBUTING.md, "Server"): lib/ is shared by every module and imports none;
 * the store a request may touch is resolved once by the auth plugin (lib/scope.ts) and reaches a route only
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

/** `file:line: text` of each line of the files matching `re`. */
function offenders(files: string[], re: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (re.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('layers', () => {
  it('lib/ imports no module', () => {
    const lib = sources(path.join(src, 'lib'));
    expect(lib.length).toBeGreaterThan(10);
    expect(offenders(lib, /['"](?:\.\.\/)+modules\//)).toEqual([]);
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
