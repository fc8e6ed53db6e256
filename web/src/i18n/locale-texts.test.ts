import { describe, expect, it } from 'vitest';
import { loadAreas } from './resources';
import { SHELL_AREAS } from './shell';

// One module per language and group (build/locale-texts.ts): the shell's areas alone, the screens' with every
// screen's own texts, in the language asked for.
describe('a language loaded by group', () => {
  it('gives the shell its areas and nothing of the screens', async () => {
    const areas = (await loadAreas('zh-CN', 'shell')).map(([area]) => area);
    expect([...areas].sort()).toEqual([...SHELL_AREAS].sort());
  });

  it("gives the screens every other area and each screen's menu title in that language", async () => {
    const bundles = await loadAreas('ja-JP', 'screens');
    const areas = new Set(bundles.map(([area]) => area));
    expect(areas.has('users')).toBe(true);
    expect(SHELL_AREAS.filter((a) => a !== 'menu' && areas.has(a))).toEqual([]);
    const users = bundles.find(([area, texts]) => area === 'menu' && 'users' in texts);
    const title = (users?.[1] as { users?: string } | undefined)?.users;
    expect(title).toEqual(expect.any(String));
    expect(title).not.toBe('Users');
  });
});
