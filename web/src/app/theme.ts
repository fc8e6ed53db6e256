import type { ThemeConfig } from 'antd';

/** CJK and Thai faces come before the generic fallback so every language renders with a real font. */
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans Thai', sans-serif";

export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 56;

export const theme: ThemeConfig = {
  token: {
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
