import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_MODULES, loadModules } from '../modules/index.js';
import { type ApiModule, createServices, type ServiceContext } from './module.js';

/**
 * Modules are found by their folder and their services built in the order their `needs` give (lib/module.ts,
 * modules/index.ts): no list to keep, no order to get right, and a start that cannot work stops, saying why.
 */
const routes = async () => {};
const ctx = {} as ServiceContext;
/** A module whose service records what it was handed. */
const mod = (name: string, needs: string[] = []): ApiModule => ({
  name,
  needs,
  routes,
  createService: (_ctx, given) => ({ name, given }),
});

describe('services', () => {
  it('are built after the services they need, whatever the order of the modules', () => {
    const built = createServices([mod('orders', ['sandbox', 'files']), mod('sandbox', ['files']), mod('files')], ctx);
    const services = built as unknown as Record<string, { given: Record<string, { name: string }> }>;
    expect(services.orders!.given.sandbox?.name).toBe('sandbox');
    expect(services.orders!.given.files?.name).toBe('files');
    expect(services.sandbox!.given.files?.name).toBe('files');
    // Each is handed only what it declared.
    expect(Object.keys(services.sandbox!.given)).toEqual(['files']);
    expect(Object.keys((services as Record<string, { given: object }>).files!.given)).toEqual([]);
  });

  it('stop the start on a need no module builds, a cycle or a name used twice, naming them', () => {
    expect(() => createServices([mod('cloud', ['files'])], ctx)).toThrow(
      'module cloud needs the service files, which no module builds',
    );
    expect(() =>
      createServices([{ ...mod('health'), createService: undefined }, mod('cloud', ['health'])], ctx),
    ).toThrow('module cloud needs the service health, which no module builds');
    expect(() => createServices([mod('a', ['b']), mod('b', ['c']), mod('c', ['b'])], ctx)).toThrow(
      "modules need each other's services: b -> c -> b",
    );
    expect(() => createServices([mod('files'), mod('files')], ctx)).toThrow('two modules are named files');
  });
});

describe('modules', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('are the folders holding an index, in folder order', async () => {
    write('zeta/index.mjs', "export default { name: 'zetas', needs: [], routes: async () => {} };");
    write('alpha/index.mjs', "export default { name: 'alphas', needs: [], routes: async () => {} };");
    write('helpers/util.mjs', 'export const x = 1;');
    expect((await loadModules(dir, '.mjs')).map((m) => m.name)).toEqual(['alphas', 'zetas']);
  });

  it('refuse an index that does not export a module', async () => {
    write('broken/index.mjs', 'export const routes = 1;');
    await expect(loadModules(dir, '.mjs')).rejects.toThrow(
      'modules/broken/index.mjs: its default export is not a defineModule({ name, routes })',
    );
  });

  it('of the server are every folder of src/modules', () => {
    const folders = fs
      .readdirSync(path.join(import.meta.dirname, '../modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThan(20);
    expect(API_MODULES).toHaveLength(folders.length);
    expect(API_MODULES.map((m) => m.name)).toContain('consoleAccounts');
  });
});
