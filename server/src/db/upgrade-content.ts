import { LANGUAGES, type Language } from '@skin/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSettings, symptomDescs, symptomLabels } from './schema.js';
import { DEMO_LABEL_TREE, insertLabelsAndScripts } from './seed-content.js';

/** Marks the upgrade done, in server_settings: it runs once per database. */
export const TRANSLATED_MARK = 'upgrade:platform-labels-in-seven-languages';

/**
 * Databases whose demo data was created before the platform's labels and scripts came in the seven content
 * languages (issue 39) hold them in Chinese and English only, so every other language's reader saw Chinese names
 * and the app's feed held no symptom there. Once per database, at start (serve.ts), under a lock so instances
 * starting together do it once: in each language in which the platform has no labels and no scripts, the demo's
 * labels and scripts (seed-content.ts), for the demo's labels the platform still has as the seed wrote them (a
 * label it renamed, or its own keys, are the operator's content and are left alone); the new scripts show the
 * pictures the platform's scripts of the same symptom and degree show. Answers the languages added.
 */
export async function translatePlatformLabels(db: Db, now = new Date()): Promise<Language[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4243)`);
    const [done] = await tx.select().from(serverSettings).where(eq(serverSettings.key, TRANSLATED_MARK));
    if (done) return [];
    const rows = await tx
      .select({ language: symptomLabels.language, key: symptomLabels.symptomKey, name: symptomLabels.name })
      .from(symptomLabels)
      .where(isNull(symptomLabels.shopId));
    const scripts = await tx
      .selectDistinct({ language: symptomDescs.language })
      .from(symptomDescs)
      .where(isNull(symptomDescs.shopId));
    const seeded = (key: string, text: Record<Language, { name: string }>) =>
      rows.some((r) => r.key === key && text[r.language as Language]?.name === r.name);
    const tree = DEMO_LABEL_TREE.map((t) => ({ ...t, labels: t.labels.filter((l) => seeded(l.key, l.text)) })).filter(
      (t) => t.labels.length > 0,
    );
    const taken = new Set([...rows.map((r) => r.language), ...scripts.map((r) => r.language)]);
    const added = tree.length ? LANGUAGES.filter((l) => !taken.has(l)) : [];
    for (const lang of added) await insertLabelsAndScripts(tx, null, lang, now, tree);
    if (added.length) {
      await tx.execute(sql`
        update symptom_descs n set image1 = o.image1, image2 = o.image2
          from (select distinct on (symptom_key, degree) symptom_key, degree, image1, image2 from symptom_descs
                 where shop_id is null and image1 is not null order by symptom_key, degree, id) o
         where n.shop_id is null and n.symptom_key = o.symptom_key and n.degree = o.degree and n.image1 is null
           and n.language in (${sql.join(
             added.map((l) => sql`${l}`),
             sql`, `,
           )})`);
    }
    await tx.insert(serverSettings).values({ key: TRANSLATED_MARK, value: JSON.stringify({ added, at: now }) });
    return added;
  });
}
