#!/usr/bin/env node
// `npm run new-resource -- <name>`: a new resource in one command, as CONTRIBUTING.md "Adding a resource" says.
//
// <name> is the API resource name in camelCase (`visitNote`): the routes are /api/visitNote/..., the server module
// server/src/modules/visitNote, the screen /visit-note, the access codes `visit-note` and `visit-note:edit`, the
// table visit_notes. It copies templates/resource/ (a working store-owned list of "placeholder things": a name and a
// sort order, with its contract, table, module, walks, factory, API test, requests, fake answers, screen, form,
// route, texts and component test), renaming placeholderThing in every case to the new name's, exports its
// contract file from contract/src/resources.ts (one line), and generates its migration (drizzle-kit). Modules,
// screens, menu entries, walks, texts and fake answers are found by their folders: no other shared file changes.
//
//   npm run new-resource -- visitNote             write it
//   npm run new-resource -- visitNote --dry-run   print what it would write, change nothing
//   npm run new-resource -- visitNote --migration once its table.ts has its columns: its migration (the last one,
//                                                 not yet committed) generated again, so the resource keeps one
//   node scripts/new-resource.mjs visitNote --root <dir> --no-migration --no-format
//                                                 into another folder, without drizzle-kit and Biome (the
//                                                 generator's own test, server/test/new-resource.test.ts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const USAGE = 'usage: npm run new-resource -- <name> [--dry-run]   (<name>: camelCase, e.g. visitNote)';
const TEMPLATE = 'templates/resource';
const PLACEHOLDER = 'placeholderThing';
/** The one shared file that lists the generated resources (their contract files). */
const RESOURCES = 'contract/src/resources.ts';

const pluralOf = (w) => (/(s|x|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
const upperFirst = (w) => w[0].toUpperCase() + w.slice(1);

/** Every case a resource's name is written in, singular and plural, from its camelCase API name. */
function namesOf(name) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const pluralWords = [...words.slice(0, -1), pluralOf(words.at(-1))];
  const forms = (ws) => ({
    camel: ws[0] + ws.slice(1).map(upperFirst).join(''), // visitNote: API resource, module folder, api file
    pascal: ws.map(upperFirst).join(''), // VisitNote: types and components
    kebab: ws.join('-'), // visit-note: access code, screen folder and path
    snake: ws.join('_'), // visit_note: text keys; visit_notes: the table
    constant: ws.join('_').toUpperCase(), // VISIT_NOTE: constants
    words: ws.join(' '), // visit note: texts
    title: upperFirst(ws.join(' ')), // Visit note: texts
  });
  return { one: forms(words), many: forms(pluralWords) };
}

/** `text` with every case of the placeholder's name (plural first) replaced by the same case of `name`'s. */
function renamer(name) {
  const from = namesOf(PLACEHOLDER);
  const to = namesOf(name);
  const pairs = [];
  for (const n of ['many', 'one']) for (const form of Object.keys(from[n])) pairs.push([from[n][form], to[n][form]]);
  const table = new Map(pairs);
  const pattern = new RegExp([...table.keys()].sort((a, b) => b.length - a.length).join('|'), 'g');
  return (text) => text.replace(pattern, (m) => table.get(m));
}

/** The template's files (paths relative to it), in a stable order. */
function templateFiles(root) {
  const dir = path.join(root, TEMPLATE);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Every file in `dir` (recursively) whose name passes `keep`, read without its comments; an absent folder has none. */
function readAll(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
}

/** Why `name` cannot be a new resource in `root`, or null. */
function refusal(root, name) {
  if (!name) return 'no name given';
  if (!/^[a-z][a-zA-Z0-9]{2,39}$/.test(name))
    return `'${name}' is not a camelCase name of 3 to 40 letters and digits starting with a lower-case letter`;
  if (/[A-Z]{2}/.test(name)) return `'${name}': write abbreviations as words (\`smsCode\`, not \`sMSCode\`)`;
  if (name === PLACEHOLDER) return `'${name}' is the template's own name`;
  const rename = renamer(name);
  const taken = templateFiles(root)
    .map(rename)
    .filter((f) => fs.existsSync(path.join(root, f)));
  for (const folder of [`server/src/modules/${name}`, `web/src/pages/${namesOf(name).one.kebab}`])
    if (fs.existsSync(path.join(root, folder))) taken.unshift(folder);
  const shown = [...new Set(taken)];
  if (shown.length)
    return `'${name}' exists already: ${shown.slice(0, 3).join(', ')}${shown.length > 3 ? ', ...' : ''}`;
  const { one, many } = namesOf(name);
  // Access codes: the product's own (access.ts) and every resource's (its contract file).
  const contract = readAll(path.join(root, 'contract/src'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  if (contract.some((t) => t.includes(`'${one.kebab}'`) || t.includes(`'${one.kebab}:`)))
    return `the access code '${one.kebab}' exists already`;
  // Tables: db/schema.ts and every module's table.ts, as drizzle-kit reads them (server/drizzle.config.ts).
  const tables = [
    ...readAll(path.join(root, 'server/src/db'), (f) => f === 'schema.ts'),
    ...readAll(path.join(root, 'server/src/modules'), (f) => f === 'table.ts'),
  ];
  if (tables.some((t) => t.includes(`'${many.snake}'`))) return `the table ${many.snake} exists already`;
  if (tables.some((t) => new RegExp(`^export const ${many.camel}\\b`, 'm').test(t)))
    return `a table is already exported as ${many.camel}`;
  return null;
}

/** `run(cmd, args, cwd)`, throwing with the command when it fails. */
function run(cmd, args, cwd) {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Drops the resource's migration, the last one, and generates it again from its table.ts as it is now. */
function remigrate(root, name) {
  const server = path.join(root, 'server');
  const journalFile = path.join(server, 'drizzle/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const table = namesOf(name).many.snake;
  const last = journal.entries.at(-1);
  if (!fs.existsSync(path.join(root, `server/src/modules/${name}/table.ts`)))
    throw new Error(`no server/src/modules/${name}/table.ts: generate the resource first`);
  if (last?.tag !== `${String(last?.idx).padStart(4, '0')}_${table}`)
    throw new Error(
      `the last migration is ${last?.tag}, not ${table}'s: add a new one (npm run db:generate -w server)`,
    );
  const committed = spawnSync('git', ['ls-files', '--error-unmatch', `drizzle/${last.tag}.sql`], { cwd: server });
  if (committed.status === 0) throw new Error(`drizzle/${last.tag}.sql is committed: add a new migration instead`);
  fs.rmSync(path.join(server, `drizzle/${last.tag}.sql`));
  fs.rmSync(path.join(server, `drizzle/meta/${last.tag.slice(0, 4)}_snapshot.json`));
  journal.entries.pop();
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  run('npx', ['--no-install', 'drizzle-kit', 'generate', '--name', table], server);
}

function main(argv) {
  const flag = (f) => argv.includes(f);
  const rootAt = argv.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? argv[rootAt + 1] : path.join(import.meta.dirname, '..'));
  const args = argv.filter((a, i) => !a.startsWith('--') && !(rootAt >= 0 && i === rootAt + 1));
  if (args.length > 1) {
    console.error(`new-resource: one name at a time (${args.join(', ')})\n${USAGE}`);
    return 2;
  }
  const name = args[0];
  if (flag('--migration')) {
    remigrate(root, name);
    return 0;
  }
  const why = refusal(root, name);
  if (why) {
    console.error(`new-resource: ${why}\n${USAGE}`);
    return 2;
  }
  const { one, many } = namesOf(name);
  const rename = renamer(name);
  const files = templateFiles(root).map((file) => [
    rename(file),
    rename(fs.readFileSync(path.join(root, TEMPLATE, file), 'utf8')),
  ]);
  const line = `export * from './schemas/${name}.js';\n`;
  const dry = flag('--dry-run');
  const migration = !flag('--no-migration');
  console.log(`${dry ? 'would write' : 'writes'} ${files.length} files from ${TEMPLATE}/:`);
  for (const [file] of files) console.log(`  + ${file}`);
  console.log(`${dry ? 'would add' : 'adds'} one line to ${RESOURCES}: ${line.trim()}`);
  if (migration)
    console.log(`  + server/drizzle/NNNN_${many.snake}.sql and server/drizzle/meta/ (drizzle-kit generate)`);
  if (dry) return 0;

  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.appendFileSync(path.join(root, RESOURCES), line);
  if (migration)
    run('npx', ['--no-install', 'drizzle-kit', 'generate', '--name', many.snake], path.join(root, 'server'));
  // The new names are longer or shorter than the placeholder's: Biome rewraps what changed.
  if (!flag('--no-format'))
    run('npx', ['--no-install', 'biome', 'check', '--write', ...files.map(([f]) => f), RESOURCES], root);
  const mod = `server/src/modules/${name}`;
  const screen = `web/src/pages/${one.kebab}`;
  console.log(`
${name}: done (screen /${one.kebab}, in the side menu for a store's owner and the staff granted '${one.kebab}').
Next, by hand, for its fields (CONTRIBUTING.md "Adding a resource"):
  1. contract/src/schemas/${name}.ts      the row and the form's fields, with their rules
  2. ${mod}/table.ts   the columns, then \`npm run new-resource -- ${name} --migration\`
  3. ${mod}/factory.fixture.ts   the fields of ${name}Sample()
  4. ${mod}/${name}.test.ts   what the rules refuse, and that the fields are stored
  5. ${screen}/fields.tsx   a column, a form item, a line in valuesOf / requestOf
  6. ${screen}/texts.ts   the words (the other languages still name it in English)
  7. ${screen}/${one.kebab}.test.tsx   the fake row and what the form sends
  8. web/e2e/${one.kebab}.spec.ts   the flow with the fields
  rules beyond the schema: ${mod}/service.ts (+ repository.ts)
  then npm test -- lint typecheck unit api-pglite`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
