import {
  ANALYSIS_EXPORT_LABELS,
  APP_USER_EXPORT_LABELS,
  DATA_LABELS,
  LANGUAGES,
  type Language,
  MESSAGES,
  ORDER_EXPORT_LABELS,
} from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { areaOf } from './resources';
import { type ScreenTexts, screenBundles } from './screen-texts';

/**
 * Every language's areas, found as the console finds them: locales/<lang>/<area>.ts, and each screen's own texts
 * (pages/<screen>/texts.ts) under `screen:<area>` (its menu title and access-code names under that name too).
 */
const ALL: Record<string, Record<string, unknown>> = {};
for (const [path, texts] of Object.entries(import.meta.glob('./locales/*/*.ts', { eager: true, import: 'default' }))) {
  const [lang, area] = areaOf(path);
  ALL[lang] = { ...ALL[lang], [area]: texts };
}
for (const file of Object.values(
  import.meta.glob<ScreenTexts>('../pages/*/texts.ts', { eager: true, import: 'default' }),
)) {
  for (const lang of LANGUAGES) {
    const bundles = Object.fromEntries(screenBundles(file, lang).map(([ns, texts]) => [ns, texts]));
    ALL[lang] = { ...ALL[lang], [`screen:${file.area}`]: bundles };
  }
}

/** `area:dotted.key` -> text, for every leaf of a language. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${k}` : k;
      if (v && typeof v === 'object') for (const [fk, fv] of flatten(v, key)) out.set(fk, fv);
      else out.set(key, v);
    }
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('interface texts', () => {
  const flat = Object.fromEntries(Object.entries(ALL).map(([lang, res]) => [lang, flatten(res)]));
  const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));

  it('covers all seven interface languages', () => {
    expect(Object.keys(ALL).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(ALL))('%s has every key of every other language, none empty', (lang) => {
    const texts = flat[lang]!;
    const missing = [...allKeys].filter((k) => typeof texts.get(k) !== 'string' || !String(texts.get(k)).trim());
    expect(missing, `missing or empty in ${lang}`).toEqual([]);
  });

  it.each(Object.keys(ALL))('%s keeps the {{placeholders}} of en-US', (lang) => {
    const wrong = [...flat['en-US']!.entries()].filter(
      ([k, v]) => placeholders(String(v)).join() !== placeholders(String(flat[lang]!.get(k) ?? '')).join(),
    );
    expect(wrong.map(([k]) => k)).toEqual([]);
  });
});

/**
 * The product's words, one name each per language wherever it is written (console texts, server messages, export
 * and data centre labels): two names for one thing read as two things.
 */
const GLOSSARY: Record<string, { en: RegExp; names: Partial<Record<Exclude<Language, 'en-US'>, RegExp>> }> = {
  'viewer end': {
    en: /viewer/i,
    names: {
      'zh-CN': /观看端/,
      'ja-JP': /閲覧端末/,
      'es-ES': /visor/i,
      'id-ID': /penampil/i,
      'th-TH': /เครื่องดู/,
      'vi-VN': /đầu xem/i,
    },
  },
  // ja-JP, es-ES and th-TH shorten it to "cloud" in the data centre's figures (not a second name).
  'cloud space': {
    en: /cloud space/i,
    names: { 'zh-CN': /云空间/, 'id-ID': /ruang cloud/i, 'vi-VN': /dung lượng đám mây/i },
  },
};

describe('product words', () => {
  const sources: [string, Record<string, unknown>][] = [
    ...Object.entries(ALL),
    ...(LANGUAGES.map((l) => [
      l,
      {
        messages: MESSAGES[l],
        exports: APP_USER_EXPORT_LABELS[l],
        data: DATA_LABELS[l],
        orders: ORDER_EXPORT_LABELS[l],
      },
    ]) as [string, Record<string, unknown>][]),
  ];
  const texts = (lang: string) => {
    const out = new Map<string, string>();
    for (const [l, res] of sources) if (l === lang) for (const [k, v] of flatten(res)) out.set(k, String(v));
    return out;
  };
  const en = texts('en-US');

  for (const [word, { en: inEnglish, names }] of Object.entries(GLOSSARY)) {
    it.each(Object.entries(names))(`%s calls the ${word} by one name`, (lang, name) => {
      const own = texts(lang);
      const keys = [...en].filter(([, v]) => inEnglish.test(v)).map(([k]) => k);
      expect(keys.length).toBeGreaterThan(10);
      const other = keys.filter((k) => !name.test(own.get(k) ?? '')).map((k) => `${k}: ${own.get(k)}`);
      expect(other).toEqual([]);
    });
  }
});

describe('one field, one name', () => {
  it.each(LANGUAGES)('%s: the analysis drawer and list name their times as the export does', (lang) => {
    const fields = (ALL[lang]!['screen:analyses'] as { analyses: { fields: Record<string, string> } }).analyses.fields;
    const exported = ANALYSIS_EXPORT_LABELS[lang];
    expect([fields.analysedAt, fields.recordedAt]).toEqual([exported.analysedAt, exported.recordedAt]);
  });
});
