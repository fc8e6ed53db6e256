/**
 * The shape every language must give an area: the same keys as the en-US file, each a string.
 * `satisfies LocaleArea<typeof en>` in a locale file makes a missing or extra key a type error;
 * `locales.test.ts` checks the same at run time (and that no text is empty).
 */
export type LocaleArea<T> = { [K in keyof T]: T[K] extends string ? string : LocaleArea<T[K]> };
