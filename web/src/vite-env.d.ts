/** One language of the server's message catalogue, made at build time (build/server-messages.ts). */
declare module 'virtual:server-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** One language's text areas of a group, and for the screens' group every screen's texts (build/locale-texts.ts). */
declare module 'virtual:locale-texts/*' {
  export const areas: [area: string, texts: object][];
  export const screens: import('./i18n/screen-texts').ScreenTexts[];
}

/** Ant Design's styles for the console's theme, made at build time (build/antd-style.ts). */
declare module 'virtual:antd-style.css';

/** React's scheduler (a dependency of react-dom, which ships no types): what main.tsx sets. */
declare module 'scheduler' {
  /** The length of React's render slices: 1000 / fps ms (0 < fps <= 125), or the default 5 ms with 0. */
  export function unstable_forceFrameRate(fps: number): void;
}
