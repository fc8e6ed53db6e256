import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStore, startContentServer } from '../../../test/content.js';
import type { TestServer } from '../../../test/helper.js';
import { shops, storedFiles } from '../../db/schema.js';

/** What every upload route inherits from the file service (issue 20). */
let s: TestServer;
beforeAll(async () => {
  ({ s } = await startContentServer());
});
afterAll(() => s.close());

const usageOf = async (shopId: number) => (await s.db.select().from(shops).where(eq(shops.id, shopId)))[0]!.ossSize;

describe('files no row uses', () => {
  it('releases a stored label template with the abandoned images (templates are no longer stored)', async () => {
    const x = await signedInStore(s);
    const key = `shops/${x.shop.id}/templates/legacy.xlsx`;
    await s.db.insert(storedFiles).values({
      key,
      shopId: x.shop.id,
      purpose: 'template',
      size: 4_000_000,
      contentType: 'application/zip',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await s.db
      .update(shops)
      .set({ ossSize: sql`${shops.ossSize} + 4000000` })
      .where(eq(shops.id, x.shop.id));
    await s.deps.files.sweepUnused();
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(await usageOf(x.shop.id)).toBe(0);
  });
});
