import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { ActionLink, RouteLink } from './RowLink';

const SRC = path.join(import.meta.dirname, '..');

/** The opening tags of `tag` in a file: from `<tag` to the `>` that closes it (props may hold `=>` and `{...}`). */
function openingTags(text: string, tag: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf(`<${tag}`); at >= 0; at = text.indexOf(`<${tag}`, at + 1)) {
    const next = text[at + tag.length + 1];
    if (next && /[\w.]/.test(next)) continue;
    let depth = 0;
    let quote = '';
    let end = at + tag.length + 1;
    for (; end < text.length; end++) {
      const c = text[end]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push(text.slice(at, end + 1));
  }
  return out;
}

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [p] : [];
  });

describe('links in the console', () => {
  it('every link has an href (RouteLink), and text that acts without a URL is a button (ActionLink)', () => {
    const offenders: string[] = [];
    for (const file of files(SRC)) {
      if (file.endsWith(`${path.sep}RowLink.tsx`)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const tag of ['Typography.Link', 'a'])
        for (const open of openingTags(text, tag))
          if (!/\shref=/.test(open)) offenders.push(`${path.relative(SRC, file)}: ${open.replace(/\s+/g, ' ')}`);
    }
    expect(offenders).toEqual([]);
  });

  it('RouteLink is an <a href> that a plain click follows in the console', async () => {
    const { router } = renderWithProviders(<RouteLink to={{ search: '?analysis=3' }}>2026-11-20 09:15</RouteLink>, {
      path: '/analyses?page=2',
    });
    const link = screen.getByRole('link', { name: '2026-11-20 09:15' });
    expect(link.getAttribute('href')).toBe('/analyses?analysis=3');
    await user.click(link);
    expect(router.state.location.search).toBe('?analysis=3');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('ActionLink is a button the Tab key reaches and Enter and Space press', async () => {
    const onClick = vi.fn();
    renderWithProviders(<ActionLink onClick={onClick}>Order 42</ActionLink>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Order 42' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
