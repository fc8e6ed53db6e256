import { createHash } from 'node:crypto';
import { DEGREE_NAMES, type Language, type TAppContent } from '@skin/contract';
import type { Db } from '../../db/client.js';
import type { ObjectStore } from '../../lib/storage/index.js';
import { adInfoRepository } from '../adInfo/repository.js';
import { complainInfoRepository } from '../complainInfo/repository.js';
import { complainTypeRepository } from '../complainType/repository.js';
import { productRepository } from '../product/repository.js';
import { productTypeRepository } from '../productType/repository.js';
import { symptomDescRepository } from '../symptomDesc/repository.js';
import { symptomLabelRepository } from '../symptomLabel/repository.js';
import { treatmentCaseRepository } from '../treatmentCase/repository.js';
import type { FeedSource, FeedVersions } from './repository.js';

/**
 * The app's content feed (DESIGN.md section 11, docs/app-api.md "Caching"): what a store shows in one content
 * language, with a version that changes exactly when the answer does.
 *
 * - The answer is made of rows whose every change bumps a version in the same transaction (triggers of
 *   migration 0014 on the content tables, `content_versions`): the store's labels, scripts and content of the
 *   language, its content of no language (programmes, cases), and the platform's labels and scripts of the
 *   language where the store has none of its own. A part nobody has in the language falls back to the first
 *   language of `contentFallbacks` that has it (issue 39), and says so (`languages`). The ETag hashes where each
 *   part comes from and its version, so answering 304 is one statement (`appRepository.feedVersions`) and builds
 *   nothing.
 * - Image URLs are signed for a fixed window: signed at the window's start and valid until its end + 24 h, the
 *   same bytes all window long (S3 SigV4 allows 7 days: 6 + 1). The window is in the ETag, so the answer's URLs
 *   and its ETag change together when it rolls, and an URL served is always valid for at least 24 hours.
 * - The versions are read before the rows: a change committed in between gives newer rows under an older
 *   version, which only costs the app one more download; never older rows under a newer version.
 */

/** Bumped when the shape of the feed or its fixed texts (degree names) change, so every app downloads it again. */
export const FEED_FORMAT = 2;
/** The URL signing window and how long past its end a URL stays valid. */
export const SIGNING_WINDOW_MS = 6 * 86_400_000;
export const VALID_PAST_WINDOW_MS = 86_400_000;

export const windowOf = (now: number) => Math.floor(now / SIGNING_WINDOW_MS);

export interface FeedKey {
  shopId: number;
  language: Language;
  /** The signing window (windowOf). */
  window: number;
}

/** The ETag's value (without quotes) for a feed made of `v`. */
export function feedVersion(key: FeedKey, v: FeedVersions, signer: string): string {
  const parts = [
    FEED_FORMAT,
    key.shopId,
    key.language,
    key.window,
    signer,
    // Each part's source (whose, which language) and its version: the platform's count only while shown.
    ...(['labels', 'scripts', 'adverts', 'complaintTypes'] as const).map((p) => [
      v[p].from,
      v[p].language,
      v[p].version,
    ]),
    v.anyLanguage,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);
}

/**
 * Signs image keys for one window, remembering each URL (the same all window long), so a feed of 500 products
 * signs each image once per window and instance, not once per request. Forgets everything when the window rolls.
 */
export class WindowSigner {
  private window = -1;
  private urls = new Map<string, string>();
  private probe: Promise<string> | null = null;
  constructor(private readonly store: () => Promise<ObjectStore>) {}

  /**
   * What the URLs depend on besides the key and window (driver, bucket, endpoint, credentials, secret): a hash of
   * a probe URL, so a change of any of them after a restart changes the ETag too.
   */
  fingerprint(): Promise<string> {
    this.probe ??= this.store().then(async (s) => {
      const probe = await s.presignGet('platform/feed-probe.png', 60, new Date(0));
      return createHash('sha256').update(`${s.driver}\n${probe.url}`).digest('base64url').slice(0, 16);
    });
    return this.probe;
  }

  async sign(window: number, keys: Iterable<string>): Promise<Map<string, string>> {
    if (window !== this.window || this.urls.size > 200_000) {
      this.window = window;
      this.urls = new Map();
    }
    const store = await this.store();
    const signedAt = new Date(window * SIGNING_WINDOW_MS);
    const ttl = (SIGNING_WINDOW_MS + VALID_PAST_WINDOW_MS) / 1000;
    const out = new Map<string, string>();
    const missing: string[] = [];
    for (const k of keys) {
      const url = this.urls.get(k);
      if (url) out.set(k, url);
      else missing.push(k);
    }
    const signed = await Promise.all(missing.map((k) => store.presignGet(k, ttl, signedAt)));
    missing.forEach((k, i) => {
      this.urls.set(k, signed[i]!.url);
      out.set(k, signed[i]!.url);
    });
    return out;
  }
}

/** When every URL of a window's feeds stops working. */
export const validUntil = (window: number) => new Date((window + 1) * SIGNING_WINDOW_MS + VALID_PAST_WINDOW_MS);

const DEGREES = [1, 2, 3] as const;

/** Builds the feed of `key` from the rows, after `versions` were read (see the note at the top). */
export async function buildFeed(
  db: Db,
  signer: WindowSigner,
  key: FeedKey,
  versions: FeedVersions,
  version: string,
): Promise<TAppContent> {
  const { shopId, language } = key;
  const owner = (p: FeedSource) => (p.from === 'store' ? shopId : null);
  const { labels: l, scripts: sc, adverts: ad, complaintTypes: ct } = versions;
  const [labels, scripts, types, products, cases, adverts, complaintTypes, complaints] = await Promise.all([
    symptomLabelRepository.all(db, owner(l), l.language),
    symptomDescRepository.list(db, owner(sc), sc.language),
    productTypeRepository.list(db, shopId),
    productRepository.all(db, shopId),
    treatmentCaseRepository.all(db, shopId),
    adInfoRepository.enabled(db, shopId, ad.language),
    complainTypeRepository.all(db, shopId, ct.language),
    complainInfoRepository.all(db, shopId, ct.language),
  ]);

  const keys = new Set<string>();
  const want = (k: string | null) => {
    if (k) keys.add(k);
  };
  for (const s of scripts) {
    want(s.image1);
    want(s.image2);
  }
  for (const p of products) want(p.product.image);
  for (const c of cases) {
    want(c.beforeImage);
    want(c.afterImage);
  }
  for (const a of adverts) want(a.image);
  const urls = await signer.sign(key.window, keys);
  const url = (k: string | null) => (k ? (urls.get(k) ?? null) : null);

  const names = DEGREE_NAMES[language];
  const labelsOf = new Map<number, TAppContent['labelTypes'][number]['labels']>();
  const labelTypes: TAppContent['labelTypes'] = [];
  for (const r of labels) {
    if (r.parentId === null) {
      const list: TAppContent['labelTypes'][number]['labels'] = [];
      labelsOf.set(r.id, list);
      labelTypes.push({ id: r.id, name: r.name, labels: list });
      continue;
    }
    const colors = [r.mildColor, r.moderateColor, r.severeColor];
    labelsOf.get(r.parentId)?.push({
      id: r.id,
      symptomKey: r.symptomKey ?? '',
      name: r.name,
      degrees: DEGREES.map((level) => ({ level, name: names[level - 1]!, color: colors[level - 1]! })),
      description: r.description,
      formationReason: r.formationReason,
      careSuggestions: r.careSuggestions,
    });
  }

  const productsOf = new Map<number, TAppContent['productTypes'][number]['products']>();
  const productTypes = types.map((t) => {
    const list: TAppContent['productTypes'][number]['products'] = [];
    productsOf.set(t.id, list);
    return { id: t.id, name: t.name, products: list };
  });
  for (const { product: p, symptoms } of products) {
    productsOf.get(p.typeId)?.push({
      id: p.id,
      name: p.name,
      imageUrl: url(p.image),
      link: p.link,
      advantages: p.advantages,
      symptoms: symptoms.map((s) => ({ symptomKey: s.k, degree: s.d as 1 | 2 | 3 })),
    });
  }

  const complaintsOf = new Map<number, { id: number; content: string }[]>();
  const complaintTypesOut = complaintTypes.map((t) => {
    const list: { id: number; content: string }[] = [];
    complaintsOf.set(t.id, list);
    return { id: t.id, name: t.name, complaints: list };
  });
  for (const c of complaints) complaintsOf.get(c.typeId)?.push({ id: c.id, content: c.content });

  const advert = (a: (typeof adverts)[number]) => ({ id: a.id, title: a.title, imageUrl: url(a.image)!, link: a.link });
  return {
    version,
    language,
    imagesValidUntil: validUntil(key.window).toISOString(),
    languages: { labels: l.language, scripts: sc.language, adverts: ad.language, complaintTypes: ct.language },
    labelsFrom: l.from,
    labelTypes,
    scriptsFrom: sc.from,
    scripts: scripts.map((s) => ({
      symptomKey: s.symptomKey,
      degree: s.degree as 1 | 2 | 3,
      content: s.content,
      image1Url: url(s.image1),
      image2Url: url(s.image2),
    })),
    productTypes,
    cases: cases.map((c) => ({
      id: c.id,
      description: c.description,
      symptomKey: c.symptomKey,
      beforeImageUrl: url(c.beforeImage)!,
      afterImageUrl: url(c.afterImage),
      cycleMonths: c.cycleMonths,
    })),
    adverts: {
      carousel: adverts.filter((a) => a.type === 1).map(advert),
      startup: adverts.filter((a) => a.type === 2).map(advert),
    },
    complaintTypes: complaintTypesOut,
  };
}
