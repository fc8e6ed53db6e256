import type { ThemeConfig } from 'antd';

/** CJK and Thai faces come before the generic fallback so every language renders with a real font. */
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans Thai', sans-serif";

/** The off track of a switch, white text on it 4.7:1; its hover 7:1. */
export const SWITCH_OFF = 'rgba(0, 0, 0, 0.55)';
export const SWITCH_OFF_HOVER = 'rgba(0, 0, 0, 0.65)';

/** The class antd sets its theme's CSS variables on (`.sc-theme { --ant-color-primary: ... }`). */
const THEME_CLASS = 'sc-theme';

export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 56;

/**
 * No animations for a browser driven by tests (`navigator.webdriver`) or a user who asked for less motion:
 * a click on a dropdown or a dialog still sliding in is otherwise lost now and then, and tests flake.
 */
function motionWanted(): boolean {
  if (typeof window === 'undefined') return true;
  if (window.navigator.webdriver) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches;
}

/**
 * Colours every text reaches WCAG AA with (4.5:1 for normal text, checked by theme.test.ts on the computed tokens
 * and by axe in the browser tests). antd's defaults do not: its primary blue #1677ff is 4.1:1 on white (links,
 * active tabs, white on primary buttons), secondary text rgba(0,0,0,0.45) 3.4:1, placeholders 1.8:1, the red of
 * danger buttons 3.3:1, and the green and gold of status tags 2.2 and 2.8:1. So:
 * - primary, info and links: antd's blue-7 #0958d9 (6.2:1 on white, 5.5:1 on its light background #e6f4ff; white on
 *   it 6.2:1), hovering one step darker rather than lighter (#003eb3);
 * - descriptions and placeholders: 62 % and 58 % black (6.2:1 and 5.3:1 on white, 6.0:1 and 5.2:1 on the layout's
 *   #f5f7fa); disabled text stays pale (WCAG exempts it);
 * - success, warning and error: a darker step of antd's green, orange and red palettes over their light backgrounds
 *   (green-8 5.4:1, orange-8 5.1:1, red-7 4.8:1 on their own backgrounds);
 * - the text of preset-coloured tags (`<Tag color="gold">`) is the seventh shade of its palette on the first: where
 *   that is under 4.5:1 it is replaced by the next darker shade that reaches it.
 */
const PALETTE_TEXT = {
  green7: '#237804', // green-8: 5.4:1 on #f6ffed
  gold7: '#874d00', // gold-9: 6.5:1 on #fffbe6
  orange7: '#ad4e00', // orange-8: 5.1:1 on #fff7e6
  cyan7: '#006d75', // cyan-8: 5.8:1 on #e6fffb
  lime7: '#3f6600', // lime-9: 6.6:1 on #fcffe6
  yellow7: '#876800', // yellow-9: 5.2:1 on #feffe6
  volcano7: '#ad2102', // volcano-8: 6.4:1 on #fff2e8
} as const;

export const theme: ThemeConfig = {
  // Plain class names (`.ant-btn`), the same whatever the tokens: the stylesheet made at build time
  // (build/antd-style.ts) matches what any run renders.
  hashed: false,
  // The theme's CSS variables on a class the page's root carries too (index.html's <html class="sc-theme">), so
  // what antd styles outside its components (a plain link: `a { color: var(--ant-color-link) }`) reads them.
  cssVar: { key: THEME_CLASS },
  token: {
    motion: motionWanted(),
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryTextHover: '#003eb3',
    colorInfoHover: '#003eb3',
    colorInfoTextHover: '#003eb3',
    colorLinkHover: '#003eb3',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // green: bg, border and texts from antd's green palette, two steps darker for text
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorSuccessHover: '#389e0d',
    colorSuccessActive: '#135200',
    colorSuccessText: '#237804',
    colorSuccessTextHover: '#389e0d',
    colorSuccessTextActive: '#135200',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBgHover: '#ffe7ba',
    colorWarningBorder: '#ffd591',
    colorWarningBorderHover: '#ffc069',
    colorWarningHover: '#d46b08',
    colorWarningActive: '#873800',
    colorWarningText: '#ad4e00',
    colorWarningTextHover: '#d46b08',
    colorWarningTextActive: '#873800',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorText: '#cf1322',
    colorErrorTextHover: '#a8071a',
    // Each shade also has a hyphenated name (`gold-7`) that maps to the same CSS variable: set both.
    ...PALETTE_TEXT,
    ...Object.fromEntries(Object.entries(PALETTE_TEXT).map(([k, v]) => [k.replace(/7$/, '-7'), v])),
    borderRadius: 8,
    fontFamily: FONT,
    colorBgLayout: '#f5f7fa',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: HEADER_HEIGHT, headerPadding: '0 12px', siderBg: '#0b1d35' },
    Menu: { darkItemBg: '#0b1d35', darkSubMenuItemBg: '#081629', itemBorderRadius: 8 },
    // A switch's off track carries its white text ("Hidden"): antd's quaternary text (#bfbfbf) is 1.8:1.
    Switch: { colorTextQuaternary: SWITCH_OFF, colorTextTertiary: SWITCH_OFF_HOVER },
  },
};
