/** Enumerations of DESIGN.md section 5. */
export const UserStatus = { DISABLED: 0, ENABLED: 1 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const UserType = { WORKING: 1, VIEWER: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

// Order types, states and payment methods: billing.ts.
export const AdvertType = { CAROUSEL: 1, STARTUP: 2 } as const;

export const LANGUAGES = ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The languages content is looked for in when a reader asks for `language`: that one, then the others in the
 * product's order (zh-CN, en-US, ...). The app's feed falls back along it, and symptoms are named along it.
 */
export const contentFallbacks = (language: Language): Language[] => [
  language,
  ...LANGUAGES.filter((l) => l !== language),
];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(s: unknown): s is Language {
  return typeof s === 'string' && (LANGUAGES as readonly string[]).includes(s);
}

/** Best match of an Accept-Language style value among our seven languages. */
export function pickLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isLanguage(tag)) return tag;
    const base = tag.split('-')[0]?.toLowerCase();
    const hit = LANGUAGES.find((l) => l.split('-')[0] === base);
    if (hit) return hit;
  }
  return undefined;
}

/** Console accounts: the platform operator, a store owner, a store's staff. */
export const AccountKind = { PLATFORM: 'platform', OWNER: 'owner', STAFF: 'staff' } as const;
export type AccountKind = (typeof AccountKind)[keyof typeof AccountKind];
