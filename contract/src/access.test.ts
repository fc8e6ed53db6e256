import { describe, expect, it } from 'vitest';
import { actionsWithoutView, VIEW_CODE_OF, withViewRule } from './access.js';

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
