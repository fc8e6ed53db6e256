import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODES,
  ACCESS_GROUPS,
  type AccessCode,
  actionsWithoutView,
  RESOURCES_ACCESS,
  STORE_ONLY_CODES,
  VIEW_CODE_OF,
  withViewRule,
} from './access.js';

describe('an action code goes with its screen’s view code', () => {
  it('names the actions held without their view', () => {
    expect(actionsWithoutView(['users:add', 'export', 'shop-device', 'shop-device:delete', 'audit'])).toEqual([
      'users:add',
      'export',
    ]);
    expect(actionsWithoutView(['users', 'users:edit', 'export'])).toEqual([]);
  });

  it('ticking an action brings its view; unticking a view takes its actions; other codes are untouched', () => {
    expect(withViewRule([], ['users:status'])).toEqual(['users', 'users:status']);
    expect(withViewRule(['audit'], ['audit', 'export'])).toEqual(['users', 'export', 'audit']);
    expect(withViewRule(['users', 'users:add', 'export', 'audit'], ['users:add', 'export', 'audit'])).toEqual([
      'audit',
    ]);
    // An old grant without its view is made whole by any change.
    expect(withViewRule(['export'], ['export', 'data'])).toEqual(['data', 'users', 'export']);
  });

  it('every action maps to a view code that is not itself an action', () => {
    for (const view of Object.values(VIEW_CODE_OF)) expect(VIEW_CODE_OF[view!]).toBeUndefined();
  });
});

describe("a resource's own codes", () => {
  it('are all read: every `*_ACCESS` a contract file declares is exported by resources.ts', async () => {
    const dir = path.join(import.meta.dirname, 'schemas');
    const declared: unknown[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href);
      for (const [name, value] of Object.entries(module)) if (name.endsWith('_ACCESS')) declared.push(value);
    }
    expect(RESOURCES_ACCESS).toEqual(expect.arrayContaining(declared));
    expect(RESOURCES_ACCESS).toHaveLength(declared.length);
  });

  it('join the codes, their group and the store-only ones, each view before its actions, none twice', () => {
    for (const r of RESOURCES_ACCESS) {
      const [view, ...actions] = r.codes as AccessCode[];
      expect(view).toMatch(/^[a-z][a-z-]*[a-z]$/);
      for (const action of actions) expect(VIEW_CODE_OF[action]).toBe(view);
      expect(ACCESS_GROUPS[r.group]).toEqual(expect.arrayContaining([...r.codes]));
      expect(STORE_ONLY_CODES).toEqual(expect.arrayContaining([...(r.storeOnly ?? [])]));
    }
    expect(new Set(ACCESS_CODES).size).toBe(ACCESS_CODES.length);
  });
});
