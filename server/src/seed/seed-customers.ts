import { randomUUID } from 'node:crypto';
import { CUSTOMER_CODE_ALPHABET, consentVersionName, type Language } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerConsents, customers, shops } from '../db/schema.js';
import { selectRows } from '../lib/sql.js';
import { consentTexts } from '../modules/consentText/table.js';

/** Demo Store's customers: about a third returning (2-6 visits), the rest seen once; Second Store a few. */
export const DEMO_CUSTOMERS = 120;
export const SECOND_STORE_CUSTOMERS = 4;

/** Names as customers in the seven markets write them, with the language their consent was shown in. */
const NAMES: [Language, string[]][] = [
  ['zh-CN', ['王芳', '李娜', '张敏', '刘洋', '陈静', '杨丽', '赵雪', '黄婷', '周琳', '吴倩']],
  ['en-US', ['Emily Carter', 'Olivia Brown', 'Sophia Miller', 'Grace Wilson', 'Chloe Davis']],
  ['ja-JP', ['佐藤 美咲', '鈴木 陽菜', '高橋 結衣', '田中 葵', '伊藤 さくら']],
  ['es-ES', ['Lucía García', 'María López', 'Carmen Ruiz', 'Elena Martín']],
  ['id-ID', ['Siti Rahayu', 'Dewi Lestari', 'Putri Wulandari', 'Ayu Kartika']],
  ['th-TH', ['สมหญิง ใจดี', 'พิมพ์ชนก ทองคำ', 'กมลวรรณ ศรีสุข']],
  ['vi-VN', ['Nguyễn Thị Lan', 'Trần Thu Hà', 'Lê Minh Anh', 'Phạm Ngọc Mai']],
];

/** The same deterministic generator as the demo analyses, so every fresh clone shows the same customers. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 48271) % 2147483647;
    return x % n;
  };
}

function makeCustomers(shopId: number, count: number, rnd: (n: number) => number, codeBase: number) {
  return Array.from({ length: count }, (_, i) => {
    const [language, names] = NAMES[rnd(NAMES.length)]!;
    const code = Array.from({ length: 6 }, () => CUSTOMER_CODE_ALPHABET[rnd(32)]).join('');
    return {
      row: {
        shopId,
        clientId: randomUUID(),
        // Some stores number their members; the app made the others' codes.
        code: i % 3 === 0 ? `M${codeBase + i}` : code,
        name: rnd(10) === 0 ? null : names[rnd(names.length)]!,
        phone: rnd(3) === 0 ? null : `86 1${3 + rnd(7)}${String(10_000_000 + codeBase * 1000 + i).slice(-9)}`,
        gender: (['female', 'female', 'female', 'male', 'other'] as const)[rnd(5)]!,
        birthYear: 1965 + rnd(40),
        note: rnd(6) === 0 ? 'Sensitive skin: patch test first' : null,
      },
      language,
    };
  });
}

/**
 * Demo Store's customers linked to its analyses (run after the demo analyses, on an empty database): about a third
 * returning with 2-6 analyses each, the others with one; each with a consent in her language (one in ten withdrew
 * photos later, one in twelve never gave one); visits, first and latest visit counted from her analyses. Second
 * Store gets a few customers without visits, so the separation of stores shows on /customers.
 */
export async function seedDemoCustomers(db: Db) {
  const rnd = random(20261129);
  await db.transaction(async (tx) => {
    for (const [name, count, base] of [
      ['Demo Store', DEMO_CUSTOMERS, 1000],
      ['Second Store', SECOND_STORE_CUSTOMERS, 5000],
    ] as const) {
      const [shop] = await tx.select().from(shops).where(eq(shops.name, name)).limit(1);
      if (!shop) continue;
      const planned = makeCustomers(shop.id, count, rnd, base);
      const made = await tx
        .insert(customers)
        .values(planned.map((p) => p.row))
        .onConflictDoNothing()
        .returning();
      // The consent texts she may have read: the store's own in her language, else the platform's (seed-consent.ts).
      const texts = await tx
        .select({
          id: consentTexts.id,
          shopId: consentTexts.shopId,
          language: consentTexts.language,
          number: consentTexts.number,
          savedAt: consentTexts.savedAt,
        })
        .from(consentTexts)
        .where(sql`${consentTexts.shopId} = ${shop.id} or ${consentTexts.shopId} is null`)
        .orderBy(sql`${consentTexts.number} desc`);
      const shownAt = (language: Language, at: Date) =>
        texts.find((t) => t.shopId !== null && t.language === language && t.savedAt <= at) ??
        texts.find((t) => t.shopId === null && t.language === language);
      const consents = made.flatMap((c, i) => {
        if (i % 12 === 11) return [];
        const language = planned[i]!.language;
        const at = new Date(Date.now() - (200 - rnd(150)) * 86_400_000);
        const text = shownAt(language, at);
        if (!text) return [];
        const given = {
          shopId: shop.id,
          customerId: c.id,
          version: consentVersionName(text.shopId, language, text.number),
          textId: text.id,
          language,
          acceptedAt: at,
          contact: rnd(2) === 0,
        };
        return i % 10 === 9
          ? [
              { ...given, photos: true },
              { ...given, photos: false, acceptedAt: new Date(at.getTime() + 30 * 86_400_000) },
            ]
          : [{ ...given, photos: true }];
      });
      if (consents.length) await tx.insert(customerConsents).values(consents);
      if (name !== 'Demo Store') continue;
      // Her analyses: a third return 2-6 times, the others come once; picked from the store's anonymous analyses.
      const visits = made.map((_, i) => (i % 3 === 0 ? 2 + rnd(5) : 1));
      const wanted = visits.reduce((t, n) => t + n, 0);
      const free = await selectRows<{ id: number | string }>(
        tx,
        sql`select id from analyses where shop_id = ${shop.id} and customer_id is null order by analysed_at limit ${wanted * 4}`,
      );
      const ids = free.map((r) => Number(r.id));
      if (ids.length === 0) continue;
      // Her visits: analyses of the store picked at random over the months, each for one customer only.
      for (let i = ids.length - 1; i > 0; i--) {
        const j = rnd(i + 1);
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      let next = 0;
      for (const [i, c] of made.entries()) {
        const mine = ids.slice(next, next + visits[i]!);
        next += mine.length;
        if (mine.length)
          await tx.execute(
            sql`update analyses set customer_id = ${c.id} where id in (${sql.join(
              mine.map((id) => sql`${id}`),
              sql`, `,
            )}) and customer_id is null`,
          );
      }
      await tx.execute(sql`
        update customers c set visits = v.n, first_visit_at = v.first, last_visit_at = v.last
          from (select customer_id, count(*) as n, min(analysed_at) as first, max(analysed_at) as last
                  from analyses where shop_id = ${shop.id} and customer_id is not null group by 1) v
         where c.id = v.customer_id`);
    }
  });
}
