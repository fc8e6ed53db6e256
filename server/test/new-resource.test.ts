import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new-resource -- <name>` (scripts/new-resource.mjs), run into a copy of the shared files it registers in:
 * the files it writes, the lists it adds the resource to, and the names it refuses (changing nothing). The name is
 * one nobody generates for real, so the test holds in a checkout where a resource was just generated.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/new-resource.mjs');
const SHARED = [
  'contract/src/index.ts',
  'contract/src/access.ts',
  'server/src/db/schema.ts',
  'server/src/modules/index.ts',
  'web/src/app/routes.tsx',
];
const WRITTEN = [
  'contract/src/schemas/newResourceProbe.ts',
  'server/src/modules/newResourceProbe/index.ts',
  'server/src/modules/newResourceProbe/repository.ts',
  'server/src/modules/newResourceProbe/service.ts',
  'server/src/modules/newResourceProbe/routes.ts',
  'server/src/modules/newResourceProbe/factory.fixture.ts',
  'server/src/modules/newResourceProbe/walk.fixture.ts',
  'server/src/modules/newResourceProbe/newResourceProbe.test.ts',
  'web/src/api/newResourceProbe.ts',
  'web/src/api/newResourceProbe.answers.ts',
  'web/src/pages/new-resource-probe/index.tsx',
  'web/src/pages/new-resource-probe/components/NewResourceProbeForm.tsx',
  'web/src/pages/new-resource-probe/texts.ts',
  'web/src/pages/new-resource-probe/new-resource-probe.test.tsx',
];

let root: string;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const generate = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args, '--root', root, '--no-migration', '--no-format'], {
    encoding: 'utf8',
  });
/** Every file under the copy, with its content. */
function tree(dir = root): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) {
      const file = path.join(e.parentPath, e.name);
      out[path.relative(root, file)] = fs.readFileSync(file, 'utf8');
    }
  }
  return out;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
  for (const file of SHARED) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new-resource', () => {
  it.each([
    ['', 'no name given'],
    ['Demo', 'is not a camelCase name'],
    ['new-resource-probe', 'is not a camelCase name'],
    ['ab', 'is not a camelCase name'],
    ['demoSMSCode', 'write abbreviations as words'],
    ['complainType', 'exists already'],
  ])('refuses %j (%s) and changes nothing', (name, why) => {
    const before = tree();
    const res = generate(...(name ? [name] : []));
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(why);
    expect(tree()).toEqual(before);
  });

  it('lists what it would write in a dry run, and writes nothing', () => {
    const before = tree();
    const res = generate('newResourceProbe', '--dry-run');
    expect(res.status, res.stderr).toBe(0);
    for (const file of [...WRITTEN, ...SHARED]) expect(res.stdout).toContain(file);
    expect(tree()).toEqual(before);
  });

  it('writes the skeleton and registers it in the shared lists', () => {
    const res = generate('newResourceProbe');
    expect(res.status, res.stderr).toBe(0);
    const now = tree();
    expect(Object.keys(now).sort()).toEqual([...SHARED, ...WRITTEN].sort());
    expect(read('contract/src/index.ts')).toContain("export * from './schemas/newResourceProbe.js';");
    const access = read('contract/src/access.ts');
    expect(access.match(/'new-resource-probe'/g)).toHaveLength(3); // the codes, the content group, the store's own
    expect(access.match(/'new-resource-probe:edit'/g)).toHaveLength(3);
    expect(read('server/src/db/schema.ts')).toContain(
      "export const newResourceProbes = pgTable(\n  'new_resource_probes',",
    );
    expect(read('server/src/modules/index.ts')).toMatch(
      /import newResourceProbe from '.\/newResourceProbe\/index.js';[\s\S]*\n {2}newResourceProbe,\n\] as const;/,
    );
    expect(read('web/src/app/routes.tsx')).toContain("{ path: '/new-resource-probe', title: 'newResourceProbe'");
    expect(read('server/src/modules/newResourceProbe/routes.ts')).toContain(
      "config: { access: 'new-resource-probe:edit', scope: 'store' }",
    );
  });

  it('refuses the same name once it exists', () => {
    const res = generate('newResourceProbe');
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("'newResourceProbe' exists already");
  });
});
