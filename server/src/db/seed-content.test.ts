import { LANGUAGES, type Language, type TAnalysis, type TAppContent, type TDataOverview } from '@skin/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../test/factories.js';
import { startServer, type TestServer } from '../../test/helper.js';
import { selectRows } from '../lib/sql.js';
import { buildAnalysis } from '../modules/analysis/analysis.fixture.js';
import { appToken, buildAppAccount, feed } from '../modules/app/app.fixture.js';
import { serverSettings, symptomDescs, symptomLabels } from './schema.js';
import { DEMO_LABEL_TREE } from './seed-content.js';
import { TRANSLATED_MARK, translatePlatformLabels } from './upgrade-content.js';

/**
 * The platform's master labels and scripts (seed-content.ts) in the seven content languages, as a store that has
 * none of its own reads them (the console's analyses and data centre, the app's feed), and the once-only upgrade
 * that gives an older database the languages its seed did not have (upgrade-content.ts).
 */
let s: TestServer;
const KEYS = DEMO_LABEL_TREE.flatMap((t) => t.labels.map((l) => l.key)).sort();
const NEW_LANGUAGES: Language[] = ['ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'];

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

async function platformRows() {
  const labels = await s.db.select().from(symptomLabels).where(isNull(symptomLabels.shopId));
  const scripts = await s.db.select().from(symptomDescs).where(isNull(symptomDescs.shopId));
  return { labels, scripts };
}

describe("the platform's labels and scripts", () => {
  it('come in all seven languages: every label with its own texts and a script per degree', async () => {
    const { labels, scripts } = await platformRows();
    const en = new Map(labels.filter((l) => l.language === 'en-US').map((l) => [l.symptomKey ?? l.name, l]));
    for (const lang of LANGUAGES) {
      const mine = labels.filter((l) => l.language === lang);
      expect(
        mine.filter((l) => l.parentId === null),
        lang,
      ).toHaveLength(DEMO_LABEL_TREE.length);
      const named = mine.filter((l) => l.parentId !== null);
      expect(named.map((l) => l.symptomKey).sort(), lang).toEqual(KEYS);
      for (const l of named) {
        for (const field of ['name', 'description', 'formationReason', 'careSuggestions'] as const) {
          expect(l[field].trim().length, `${lang} ${l.symptomKey} ${field}`).toBeGreaterThan(0);
          // Written in the language, not the English text again.
          if (lang !== 'en-US')
            expect(l[field], `${lang} ${l.symptomKey} ${field}`).not.toBe(en.get(l.symptomKey!)![field]);
        }
      }
      const own = scripts.filter((x) => x.language === lang);
      expect(own, lang).toHaveLength(KEYS.length * 3);
      for (const x of own) {
        const label = named.find((l) => l.symptomKey === x.symptomKey)!;
        expect(x.content, `${lang} ${x.symptomKey} ${x.degree}`).toContain(label.description);
      }
      // Three different texts for the three degrees of a symptom.
      expect(new Set(own.filter((x) => x.symptomKey === 'acne').map((x) => x.content)).size).toBe(3);
    }
  });

  it('name the symptoms of a store without labels of its own in the language read, in the console and the feed', async () => {
    const st = await buildStoreWithOwner(s.db);
    const token = await s.login(st.owner.userName, st.owner.password);
    const account = await buildAppAccount(s.db, st.shop);
    const app = await appToken(s, account);
    const today = new Date().toISOString().slice(0, 10);
    await buildAnalysis(
      s.db,
      { shopId: st.shop.id, userId: account.account.id, deviceNo: account.device.deviceNo },
      { day: today, symptoms: [{ k: 'acne', d: 2 }] },
    );
    const { labels } = await platformRows();
    for (const lang of LANGUAGES) {
      const name = labels.find((l) => l.language === lang && l.symptomKey === 'acne')!.name;
      const headers = { 'x-lang': lang };
      const list = await s.request('POST', '/api/analysis/query/1/20', { token, body: {}, headers });
      expect((list.body.datas.list as TAnalysis[])[0]!.symptoms[0]!.name, lang).toBe(name);
      const body = { from: today, to: today, grouping: 'day', timeZone: 'UTC' };
      const data = await s.request<TDataOverview>('POST', '/api/data/overview', { token, body, headers });
      expect(data.body.datas.analyses.symptoms[0]!.name, lang).toBe(name);
      const res = await feed(s, app, lang);
      expect(res.status, res.text).toBe(200);
      const f = res.body.datas as TAppContent;
      expect([f.labelsFrom, f.languages.labels, f.languages.scripts], lang).toEqual(['platform', lang, lang]);
      expect(f.labelTypes.flatMap((t) => t.labels.map((l) => l.symptomKey)).sort(), lang).toEqual(KEYS);
      expect(f.labelTypes.flatMap((t) => t.labels).find((l) => l.symptomKey === 'acne')!.name).toBe(name);
      expect(f.scripts, lang).toHaveLength(KEYS.length * 3);
    }
  });
});

describe('the upgrade of a database seeded in two languages', () => {
  it('adds the five other languages once, with the pictures, leaving the operator’s own labels alone', async () => {
    // A database as the old seed left it, where the operator has since renamed one label in both languages.
    const drop = async (languages: readonly Language[]) => {
      await s.db
        .delete(symptomLabels)
        .where(and(isNull(symptomLabels.shopId), inArray(symptomLabels.language, languages)));
      await s.db
        .delete(symptomDescs)
        .where(and(isNull(symptomDescs.shopId), inArray(symptomDescs.language, languages)));
    };
    await drop(NEW_LANGUAGES);
    await s.db.delete(serverSettings).where(eq(serverSettings.key, TRANSLATED_MARK));
    await s.db
      .update(symptomLabels)
      .set({ name: sql`${symptomLabels.name} || ' (ours)'` })
      .where(and(isNull(symptomLabels.shopId), eq(symptomLabels.symptomKey, 'redness')));
    await s.db
      .update(symptomDescs)
      .set({ image1: 'platform/images/acne-1.png', image2: 'platform/images/acne-2.png' })
      .where(and(isNull(symptomDescs.shopId), eq(symptomDescs.symptomKey, 'acne'), eq(symptomDescs.degree, 2)));

    // Two instances starting together (each at its start): one translates, the other waits and finds it done.
    const runs = await Promise.all([translatePlatformLabels(s.db), translatePlatformLabels(s.db)]);
    expect(runs.sort((x, y) => y.length - x.length)).toEqual([NEW_LANGUAGES, []]);
    const { labels, scripts } = await platformRows();
    for (const lang of NEW_LANGUAGES) {
      const named = labels.filter((l) => l.language === lang && l.parentId !== null);
      // Once each: the same keys, no label twice.
      expect(named.map((l) => l.symptomKey).sort(), lang).toEqual(KEYS.filter((k) => k !== 'redness'));
      // Its type ("Sensitivity") held nothing else: not added either.
      expect(labels.filter((l) => l.language === lang && l.parentId === null)).toHaveLength(DEMO_LABEL_TREE.length - 1);
      const acne = DEMO_LABEL_TREE[0]!.labels[0]!.text[lang];
      expect(named.find((l) => l.symptomKey === 'acne')).toMatchObject(acne);
      const moderate = scripts.find((x) => x.language === lang && x.symptomKey === 'acne' && x.degree === 2)!;
      expect([moderate.image1, moderate.image2]).toEqual(['platform/images/acne-1.png', 'platform/images/acne-2.png']);
    }

    // Once: a language the operator removes afterwards stays removed, at the next start too.
    await drop(['th-TH']);
    expect(await translatePlatformLabels(s.db)).toEqual([]);
    const [th] = await selectRows(
      s.db,
      sql`select count(*)::int as n from symptom_labels where shop_id is null and language = 'th-TH'`,
    );
    expect(th!.n).toBe(0);
  });

  it('does nothing where the platform has labels of its own, not the seed’s', async () => {
    await s.db.delete(serverSettings).where(eq(serverSettings.key, TRANSLATED_MARK));
    await s.db
      .update(symptomLabels)
      .set({ name: sql`${symptomLabels.name} || ' (ours)'` })
      .where(and(isNull(symptomLabels.shopId), sql`${symptomLabels.parentId} is not null`));
    expect(await translatePlatformLabels(s.db)).toEqual([]);
    const [th] = await selectRows(
      s.db,
      sql`select count(*)::int as n from symptom_labels where shop_id is null and language = 'th-TH'`,
    );
    expect(th!.n).toBe(0);
  });
});
