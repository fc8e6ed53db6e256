import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, textOn } from '../components/colors';
import { CLOUD_BADGE_COLORS } from '../layout/CloudBox';
import { SWITCH_OFF, SWITCH_OFF_HOVER, theme } from './theme';

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
const AA = 4.5;

describe('the theme reaches WCAG AA contrast for text', () => {
  const white = '#ffffff';
  const pairs: [string, string, string][] = [
    ['primary text (links, active tab) on white', token.colorPrimary!, white],
    ['primary text on the layout background', token.colorPrimary!, token.colorBgLayout!],
    ['primary text on its light background (selected rows, active type)', token.colorPrimary!, token.colorPrimaryBg!],
    ['link', token.colorLink!, white],
    ['hovered link', token.colorLinkHover!, white],
    ['white on a primary button', white, token.colorPrimary!],
    ['white on a hovered primary button', white, token.colorPrimaryHover!],
    ['white on a pressed primary button', white, token.colorPrimaryActive!],
    ['body text', token.colorText!, white],
    ['secondary text', token.colorTextSecondary!, white],
    ['descriptions on white', token.colorTextDescription!, white],
    ['descriptions on the layout background', token.colorTextDescription!, token.colorBgLayout!],
    ['descriptions on a table header', token.colorTextDescription!, token.colorFillAlter!],
    ['tertiary text', token.colorTextTertiary!, white],
    ['placeholders', token.colorTextPlaceholder!, white],
    ['success tag', token.colorSuccess!, token.colorSuccessBg!],
    ['processing tag', token.colorInfo!, token.colorInfoBg!],
    ['warning tag', token.colorWarning!, token.colorWarningBg!],
    ['error tag', token.colorError!, token.colorErrorBg!],
    ['danger button text', token.colorError!, white],
    ['white on a danger button', white, token.colorError!],
    ['white on a hovered danger button', white, token.colorErrorHover!],
    ['white on a switch that is off (its text)', white, SWITCH_OFF],
    ['white on a hovered switch that is off', white, SWITCH_OFF_HOVER],
  ];
  it('gives the switch its off colours', () => {
    expect(theme.components?.Switch).toMatchObject({
      colorTextQuaternary: SWITCH_OFF,
      colorTextTertiary: SWITCH_OFF_HOVER,
    });
  });
  it.each(pairs)('%s', (_what, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano'];
  it.each([...presets, 'geekblue', 'lime', 'gold'])('a %s tag (seventh shade on the first)', (color) => {
    expect(contrast(token[`${color}7`]!, token[`${color}1`]!)).toBeGreaterThanOrEqual(AA);
    // `gold-7` is the same CSS variable as `gold7` (--ant-gold-7): whichever antd writes last must pass too.
    expect(token[`${color}-7`]).toBe(token[`${color}7`]);
  });

  it.each(Object.entries(CLOUD_BADGE_COLORS))('the %s cloud badge', (_name, c) => {
    expect(contrast(c.fg, c.bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['#fa8c16', '#52c41a', '#1890ff', '#d48806', '#f5222d', '#ff4d4f', '#777777', '#0b1d35', '#fadb14'])(
    'a chip of a colour a store chose (%s) has readable text',
    (color) => {
      expect(contrast(textOn(color), color)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1); // antd's default primary: why it changed
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });
});

describe("the theme's CSS variables reach the whole page", () => {
  it('sets them on a class the page root carries, so plain links outside antd components read them', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const key = (theme.cssVar as { key: string }).key;
    expect(key).toMatch(/^[a-z][\w-]+$/);
    expect(html).toMatch(new RegExp(`<html [^>]*class="[^"]*\\b${key}\\b`));
    // The stylesheet made at build time only matches unhashed class names (build/antd-style.ts).
    expect(theme.hashed).toBe(false);
  });
});
