import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiModule } from '../lib/module.js';

/**
 * Every API module, found by its place: the default export (`defineModule`, lib/module.ts) of each
 * `modules/<folder>/index.ts` (`index.js` in the build, server/dist), in folder order. Their routes are registered
 * under the API prefix and their services, built in the order their `needs` give, make up `app.deps` (deps.ts).
 * A new resource is its folder: nothing here lists it.
 *
 * Names: `user` (service `appUsers`) is the companion app's accounts, owned by a store;
 * `account` (service `consoleAccounts`) is who signs in to this console.
 */
export async function loadModules(dir: string, ext = path.extname(import.meta.filename)): Promise<ApiModule[]> {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, `index${ext}`)))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const file = path.join(dir, folder, `index${ext}`);
      const found = ((await import(pathToFileURL(file).href)) as { default?: Partial<ApiModule> }).default;
      if (typeof found?.name !== 'string' || typeof found.routes !== 'function')
        throw new Error(`modules/${folder}/index${ext}: its default export is not a defineModule({ name, routes })`);
      return found as ApiModule;
    }),
  );
}

export const API_MODULES: readonly ApiModule[] = await loadModules(import.meta.dirname);
