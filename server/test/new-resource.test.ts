import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './db.js';

/**
 * `npm run new-resource -- <name>` (scripts/new-resource.mjs), run into a copy of what it reads: the template
 * (templates/resource), the one shared list it adds to (contract/src/resources.ts), where access codes and tables are
 * declared, and a module that exists. It writes the template's files renamed and one line, and refuses names
 * (changing nothing). The name is one nobody generates for real, so the test holds in a checkout where a resource
 * was just generated. Then the whole command in a copy of the repository, migration included, checked by
 * typecheck, lint and the tests it writes.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/new-resource.mjs');
const TEMPLATE = 'templates/resource';
const RESOURCES = 'contract/src/resources.ts';
const SHARED = [
  RESOURCES,
  'contract/src/access.ts',
  'server/src/db/schema.ts',
  'server/src/modules/complainType/index.ts',
];
const TEMPLATE_FILES = fs
  .readdirSync(path.join(ROOT, TEMPLATE), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
/** What the generator writes for `newResourceProbe`: each template file, renamed. */
const WRITTEN = TEMPLATE_FILES.map((f) =>
  path
    .relative(TEMPLATE, f)
    .replaceAll('placeholderThing', 'newResourceProbe')
    .replaceAll('PlaceholderThing', 'NewResourceProbe')
    .replaceAll('placeholder-thing', 'new-resource-probe'),
);

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
  for (const file of [...SHARED, ...TEMPLATE_FILES]) {
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
    ['placeholderThing', "the template's own name"],
    ['complainType', "'complainType' exists already: server/src/modules/complainType"],
    ['shopDevice', "the access code 'shop-device' exists already"],
    ['verificationCode', 'the table verification_codes exists already'],
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
    for (const file of [...WRITTEN, RESOURCES]) expect(res.stdout).toContain(file);
    expect(tree()).toEqual(before);
  });

  it("writes the template's files under the new name, in every case, and one line in resources.ts", () => {
    const before = tree();
    const res = generate('newResourceProbe');
    expect(res.status, res.stderr).toBe(0);
    const now = tree();
    expect(Object.keys(now).sort()).toEqual([...Object.keys(before), ...WRITTEN].sort());
    for (const file of SHARED.filter((f) => f !== RESOURCES)) expect(now[file]).toBe(before[file]);
    expect(read(RESOURCES)).toBe(`${before[RESOURCES]}export * from './schemas/newResourceProbe.js';\n`);
    for (const file of WRITTEN) expect(now[file], file).not.toMatch(/placeholder[-_ ]?things?/i);
    expect(read('contract/src/schemas/newResourceProbe.ts')).toContain(
      "export const NEW_RESOURCE_PROBE_ACCESS = {\n  group: 'content',\n  codes: ['new-resource-probe', 'new-resource-probe:edit'],",
    );
    expect(read('server/src/modules/newResourceProbe/table.ts')).toContain(
      "export const newResourceProbes = pgTable(\n  'new_resource_probes',",
    );
    expect(read('server/src/modules/newResourceProbe/index.ts')).toContain(
      'newResourceProbes: ReturnType<typeof createNewResourceProbeService>;',
    );
    expect(read('web/src/pages/new-resource-probe/route.ts')).toContain("path: '/new-resource-probe',");
    expect(read('web/src/pages/new-resource-probe/texts.ts')).toContain("add: 'Add new resource probe',");
  });

  it('refuses the same name once it exists', () => {
    const res = generate('newResourceProbe');
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("'newResourceProbe' exists already");
  });
});

/**
 * The generator's full check, in a copy of the repository (the tree is never written, even when this fails): the
 * real command (drizzle-kit and Biome included), then the copy's typecheck and lint, and the resource's own API test
 * beside the readiness test (fresh databases from the migrated template, servers started), on the database the suite
 * runs on. On PGlite, then the migration regenerated as the command's "Next" says after changing the table, and the
 * readiness test again: a regenerated migration has the same SQL and a new `when` in the journal, so a test template
 * keyed on the SQL alone would be reused, hold the old `when`, and every database copied from it would run the
 * migration again (`relation "..." already exists`). The copy's own temp folder holds its PGlite templates, so
 * nothing of it outlives the test; on PostgreSQL its template database stays on the run's throwaway cluster.
 */
type Journal = { entries: { tag: string; when: number }[] };
const POSTGRES = testDbKind() === 'postgres';

describe('npm run new-resource, then its typecheck, lint and tests, in a copy of the repository', () => {
  let copy: string;
  /** Runs a command in the copy, its temp folder the copy's own; resolves with its exit code and output. */
  const sh = (cmd: string, args: string[], cwd = copy) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: path.join(copy, '.tmp'), NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    for (const k of Object.keys(env)) if (k.startsWith('VITEST')) delete env[k];
    return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
      const child = spawn(cmd, args, { cwd, env });
      let output = `$ ${cmd} ${args.join(' ')}\n`;
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output: output.slice(-20_000) }));
    });
  };
  const vitest = (...args: string[]) =>
    sh(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--maxWorkers=1', ...args]);
  const journal = () => path.join(copy, 'server/drizzle/meta/_journal.json');
  const readJournal = () => JSON.parse(fs.readFileSync(journal(), 'utf8')) as Journal;
  /** The resource's own API test and the readiness test that migrates a fresh database and starts a server. */
  const CHECK = ['--project', 'server', 'server/src/modules/newResourceProbe/', 'server/src/modules/health/'];
  const CHECK_TESTS = '^newResourceProbe |every migration is applied';

  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-copy-'));
    fs.mkdirSync(path.join(copy, '.tmp'));
    // The checkout's files as they are now (uncommitted changes too), without what git ignores.
    const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
    for (const file of listed.stdout.split('\0')) {
      if (!file || !fs.existsSync(path.join(ROOT, file))) continue;
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
    }
    linkModules(ROOT, copy);
  });
  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  // On PGlite: typecheck, lint and two runs of Vitest, each building a template, a few minutes on a loaded 2-core
  // machine; on PostgreSQL one run. The limit catches a hang: beside two browser workers at load 14 it took 844 s.
  it('writes a resource that typechecks, lints and passes its tests, and stays so once its migration is regenerated', {
    timeout: 1_800_000,
  }, async () => {
    const gen = await sh(process.execPath, ['scripts/new-resource.mjs', 'newResourceProbe']);
    expect(gen.status, gen.output).toBe(0);
    const before = readJournal().entries.at(-1)!;
    expect(before.tag, gen.output).toMatch(/^\d{4}_new_resource_probes$/);
    if (!POSTGRES) {
      const typecheck = await sh('npm', ['run', 'typecheck']);
      expect(typecheck.status, typecheck.output).toBe(0);
      const lint = await sh('npx', ['--no-install', 'biome', 'check', ...WRITTEN, RESOURCES]);
      expect(lint.status, lint.output).toBe(0);
    }
    const first = await vitest(...CHECK, '-t', CHECK_TESTS);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/Test Files +2 passed/);
    expect(first.output).toMatch(/Tests +5 passed/);
    if (POSTGRES) return;

    // The table changed: its migration generated again, as the command's "Next" says (`--migration`): the file, its
    // snapshot and its journal entry replaced. Same SQL, a later `when`.
    const sql = fs.readFileSync(path.join(copy, `server/drizzle/${before.tag}.sql`), 'utf8');
    const again = await sh(process.execPath, ['scripts/new-resource.mjs', 'newResourceProbe', '--migration']);
    expect(again.status, again.output).toBe(0);
    expect(readJournal().entries.filter((e) => e.tag.endsWith('_new_resource_probes'))).toHaveLength(1);
    const after = readJournal().entries.at(-1)!;
    expect(after.tag).toBe(before.tag);
    expect(after.when).toBeGreaterThan(before.when);
    expect(fs.readFileSync(path.join(copy, `server/drizzle/${after.tag}.sql`), 'utf8')).toBe(sql);
    const second = await vitest(...CHECK, '-t', CHECK_TESTS);
    expect(second.status, second.output).toBe(0);
    expect(second.output).toMatch(/Tests +5 passed/);
  });
});

/**
 * node_modules for a copy of the repository: links to the checkout's packages, but the workspaces' own links
 * (`@skin/contract` -> ../../contract) lead to the copy's workspaces, so the copy runs its own code.
 */
function linkModules(from: string, to: string) {
  for (const dir of ['node_modules', 'contract/node_modules', 'server/node_modules', 'web/node_modules']) {
    const src = path.join(from, dir);
    if (!fs.existsSync(src)) continue;
    if (dir !== 'node_modules') {
      fs.symlinkSync(src, path.join(to, dir));
      continue;
    }
    fs.mkdirSync(path.join(to, dir));
    for (const e of fs.readdirSync(src, { withFileTypes: true })) {
      const scope = path.join(src, e.name);
      const workspaceLinks =
        e.name.startsWith('@') && e.isDirectory()
          ? fs.readdirSync(scope).filter((p) => isWorkspaceLink(from, path.join(scope, p)))
          : [];
      if (!workspaceLinks.length) {
        fs.symlinkSync(scope, path.join(to, dir, e.name));
        continue;
      }
      fs.mkdirSync(path.join(to, dir, e.name));
      for (const p of fs.readdirSync(scope)) {
        const link = path.join(scope, p);
        fs.symlinkSync(workspaceLinks.includes(p) ? fs.readlinkSync(link) : link, path.join(to, dir, e.name, p));
      }
    }
  }
}

/** A link to one of the repository's workspaces (not a package installed under node_modules). */
function isWorkspaceLink(root: string, file: string): boolean {
  if (!fs.lstatSync(file).isSymbolicLink()) return false;
  const target = fs.realpathSync(file);
  return !path.relative(root, target).startsWith('..') && !target.includes(`${path.sep}node_modules${path.sep}`);
}
