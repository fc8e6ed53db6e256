import type { Plugin } from 'vite';

const ID = 'virtual:antd-style.css';
const RESOLVED = `\0${ID}`;

/** The extracted theme's own block (`}.sc-theme{`, one in the stylesheet) under `:where()`: see antdStyle. */
function yieldThemeBlock(css: string): string {
  const blocks = css.split('}.sc-theme{');
  if (blocks.length !== 2)
    throw new Error(`expected one .sc-theme block in antd's extracted styles, found ${blocks.length - 1}`);
  return blocks.join('}:where(.sc-theme){');
}

/**
 * `virtual:antd-style.css`: Ant Design's styles for the console's theme (src/app/theme.ts), made once per build
 * by antd's own extractor (@ant-design/static-style-extract renders every component under the theme and keeps
 * what it registers), so the browser reads one cached stylesheet instead of generating each component's styles
 * at run time (antd's `zeroRuntime`, set in src/app/App.tsx). That generation was a fifth of a cold /users' work
 * on the main thread, and a style element added per component made the browser recompute styles each time.
 *
 * The theme is not hashed (`hashed: false`): the class names the extractor saw are the ones the console renders
 * whatever the run-time tokens, and the tokens' CSS variables are still set at run time by the ConfigProvider.
 * Those must win: the extractor ran without a browser, with motion on, while a user who asked for less motion
 * (or a browser driven by tests) gets `motion: false` at run time, antd's durations at 0s. The extracted theme
 * block (`.sc-theme { --ant-motion-duration-mid: .2s; ... }`) came later in the page than the run-time one and,
 * as specific, overrode it; it is kept under `:where(.sc-theme)`, which counts for nothing against a class.
 */
export function antdStyle(): Plugin {
  let themeFile = '';
  return {
    name: 'antd-style',
    configResolved(c) {
      themeFile = `${c.root}/src/app/theme.ts`;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(themeFile);
      const [{ extractStyle }, { ConfigProvider }, React, { theme }] = await Promise.all([
        import('@ant-design/static-style-extract'),
        import('antd'),
        import('react'),
        import('../src/app/theme.js'),
      ]);
      const warn = console.error;
      console.error = () => {}; // the extractor renders deprecated components too (Input.Group, List) and antd warns
      try {
        return yieldThemeBlock(extractStyle((node) => React.createElement(ConfigProvider, { theme }, node)));
      } finally {
        console.error = warn;
      }
    },
  };
}
