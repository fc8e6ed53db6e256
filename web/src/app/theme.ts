import type { ThemeConfig } from 'antd';

/** CJK and Thai faces come before the generic fallback so every language renders with a real font. */
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans Thai', sans-serif";

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

export const theme: ThemeConfig = {
  token: {
    motion: motionWanted(),
    colorPrimary: '#1677ff',
    borderRadius: 8,
    fontFamily: FONT,
    colorBgLayout: '#f5f7fa',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: HEADER_HEIGHT, headerPadding: '0 12px', siderBg: '#0b1d35' },
    Menu: { darkItemBg: '#0b1d35', darkSubMenuItemBg: '#081629', itemBorderRadius: 8 },
  },
};
