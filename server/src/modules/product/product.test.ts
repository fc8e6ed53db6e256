import type { TImportFault, TProduct } from '@skin/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, startContentServer } from '../../../test/content.js';
import {
  buildLabelTree,
  buildProduct,
  buildProductType,
  buildStaff,
  type ProductTypeRow,
} from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile, zipWith } from '../../../test/multipart.js';
import { productWorkbook, twoCellMerges } from '../../../test/xlsx.js';
import { auditLog, fileDeletions, productSymptoms, products, storedFiles } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
let noCodes: string;
let reader: string;
let editor: string;
/** Store a's types, and one of store b's. */
let care: ProductTypeRow;
let bright: ProductTypeRow;
let theirs: ProductTypeRow;

/**
 * Store a's labels by type, each a symptom key with its English and Chinese names (acne, pores, spots, lines); b has
 * `redness` only.
 */
const LABELS = [
  {
    type: { en: 'Blemishes', zh: '痘痘与瑕疵' },
    labels: [
      ['acne', 'Acne', '痘痘'],
      ['pores', 'Pores', '毛孔'],
    ],
  },
  {
    type: { en: 'Tone', zh: '肤色' },
    labels: [
      ['spots', 'Dark spots', '色斑'],
      ['lines', 'Fine lines', '细纹'],
    ],
  },
] as const;
const labelTree = (lang: 'en' | 'zh') =>
  LABELS.map(({ type, labels }) => ({
    type: type[lang],
    labels: labels.map(([key, en, zh]) => ({ key, name: lang === 'en' ? en : zh })),
  }));

beforeAll(async () => {
  ({ s, platform, a, b, staff: noCodes } = await startContentServer());
  await buildLabelTree(s.db, a.shop, 'en-US', labelTree('en'));
  await buildLabelTree(s.db, a.shop, 'zh-CN', labelTree('zh'));
  await buildLabelTree(s.db, b.shop, 'en-US', [{ type: 'Sensitivity', labels: [{ name: 'Redness', key: 'redness' }] }]);
  care = await buildProductType(s.db, a.shop, { name: 'Acne care' });
  bright = await buildProductType(s.db, a.shop, { name: 'Brightening' });
  theirs = await buildProductType(s.db, b.shop, { name: 'Their type' });
  const [r, e] = [
    await buildStaff(s.db, a.shop, ['product-type']),
    await buildStaff(s.db, a.shop, ['product-type', 'product-type:edit']),
  ];
  [reader, editor] = await Promise.all([s.login(r.userName, r.password), s.login(e.userName, e.password)]);
});
afterAll(() => s.close());

const upload = async (token: string, side = 32) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(side, side) });
  expect(res.status, res.text).toBe(200);
  return res.body.datas as { key: string; size: number };
};
const form = (over: Record<string, unknown> = {}) => ({
  typeId: care.id,
  name: `Blue light ${Math.random().toString(36).slice(2, 8)}`,
  link: 'https://example.com/blue-light',
  advantages: 'Calms active acne in a few sessions.',
  symptoms: [
    { symptomKey: 'acne', degree: 3 },
    { symptomKey: 'pores', degree: 1 },
  ],
  ...over,
});
const countOf = async (shopId: number) =>
  (await s.db.select().from(products).where(eq(products.shopId, shopId))).length;
/** Runs what the request left for the background (its drain of the deletion queue), then checks the object. */
async function goneFromStorage(key: string) {
  await s.deps.jobs.drain();
  expect(await s.db.select().from(fileDeletions)).toEqual([]);
  const store = await s.deps.files.store();
  expect(await store.get(key), key).toBeNull();
  expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
}

describe('adding and reading a programme', () => {
  it('adds one with an image, a link and two symptoms, answered with names, colours and a readable image', async () => {
    const img = await upload(a.token);
    const res = await s.post('/api/product/add', form({ name: 'Blue light therapy', image: img.key }), {
      token: a.token,
    });
    expect(res.status, res.text).toBe(200);
    const p = res.body.datas as TProduct;
    expect(p).toMatchObject({
      shopId: a.shop.id,
      typeId: care.id,
      typeName: 'Acne care',
      name: 'Blue light therapy',
      image: img.key,
      link: 'https://example.com/blue-light',
      advantages: 'Calms active acne in a few sessions.',
      symptoms: [
        { symptomKey: 'acne', name: 'Acne', degree: 3, color: '#F5222D' },
        { symptomKey: 'pores', name: 'Pores', degree: 1, color: '#FADB14' },
      ],
    });
    const url = p.imageUrl!.startsWith('http') ? p.imageUrl! : `${s.url}${p.imageUrl}`;
    expect((await fetch(url)).status).toBe(200);
    // Named in the reader's language.
    const zh = await s.post(`/api/product/get/${p.id}`, {}, { token: reader, headers: { 'x-lang': 'zh-CN' } });
    expect(zh.status, zh.text).toBe(200);
    expect(zh.body.datas.symptoms.map((x: { name: string }) => x.name)).toEqual(['痘痘', '毛孔']);
  });

  it('lists newest first, filtered by type, name (contains, any case) and symptom, with the total', async () => {
    const t = await buildProductType(s.db, a.shop, { name: 'Filters' });
    const old = new Date(Date.now() - 86_400_000);
    const p1 = await buildProduct(s.db, t, {
      name: 'Fruit acid peel',
      createdAt: old,
      symptoms: [{ symptomKey: 'spots', degree: 2 }],
    });
    const p2 = await buildProduct(s.db, t, {
      name: 'Fruit mask',
      symptoms: [
        { symptomKey: 'acne', degree: 1 },
        { symptomKey: 'spots', degree: 3 },
      ],
    });
    const p3 = await buildProduct(s.db, t, { name: 'Hydra facial' });
    const q = (body: object, page = '1/20', token = a.token) => s.post(`/api/product/query/${page}`, body, { token });
    const ids = (r: Awaited<ReturnType<typeof q>>) => r.body.datas.list.map((x: { id: number }) => x.id);

    const byType = await q({ typeId: t.id });
    expect(byType.status, byType.text).toBe(200);
    expect(ids(byType)).toEqual([p3.id, p2.id, p1.id]);
    expect(byType.body.datas.total).toBe(3);
    expect(ids(await q({ typeId: t.id, name: 'FRUIT' }))).toEqual([p2.id, p1.id]);
    const bySymptom = await q({ symptomKey: 'spots' });
    expect(ids(bySymptom)).toEqual([p2.id, p1.id]);
    expect(bySymptom.body.datas.total).toBe(2);
    expect(bySymptom.body.datas.list[0].symptoms).toEqual([
      { symptomKey: 'acne', name: 'Acne', degree: 1, color: '#FADB14' },
      { symptomKey: 'spots', name: 'Dark spots', degree: 3, color: '#F5222D' },
    ]);
    const combined = await q({ symptomKey: 'spots', name: 'peel', typeId: t.id });
    expect(ids(combined)).toEqual([p1.id]);
    expect(combined.body.datas.total).toBe(1);
    // Paged: the second page of one holds the next product, the total stays.
    const second = await q({ typeId: t.id }, '2/1');
    expect(ids(second)).toEqual([p2.id]);
    expect(second.body.datas).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    // Filters are plain text; a symptom no product names matches nothing.
    expect((await q({ name: '%' })).body.datas.total).toBe(0);
    expect((await q({ symptomKey: 'redness' })).body.datas.total).toBe(0);
    // Staff with the screen code read too.
    expect(ids(await q({ typeId: t.id }, '1/20', reader))).toEqual([p3.id, p2.id, p1.id]);
  });

  it('shows a symptom the store no longer has by its key, without a name or colour', async () => {
    const p = await buildProduct(s.db, bright, { symptoms: [{ symptomKey: 'gone', degree: 2 }] });
    const res = await s.post(`/api/product/get/${p.id}`, {}, { token: a.token });
    expect(res.body.datas.symptoms).toEqual([{ symptomKey: 'gone', name: null, degree: 2, color: null }]);
  });
});

describe('refusals', () => {
  it('refuses bad input with 400 and the field at fault', async () => {
    const seven = ['acne', 'pores', 'spots', 'lines', 'a1', 'a2', 'a3'].map((symptomKey) => ({
      symptomKey,
      degree: 1,
    }));
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ name: 'x'.repeat(65) }), 'name', ''],
      [form({ name: '  ' }), 'name', 'This field is required'],
      [form({ link: 'not a link' }), 'link', 'Please enter a correct link address'],
      [form({ link: `https://example.com/${'x'.repeat(500)}` }), 'link', ''],
      [form({ advantages: '' }), 'advantages', 'This field is required'],
      [form({ advantages: 'x'.repeat(2001) }), 'advantages', ''],
      [form({ typeId: undefined }), 'typeId', 'This field is required'],
      [form({ typeId: 'one' }), 'typeId', ''],
      [form({ symptoms: seven }), 'symptoms', 'At most 6 related symptoms'],
      [
        form({
          symptoms: [
            { symptomKey: 'acne', degree: 1 },
            { symptomKey: 'acne', degree: 2 },
          ],
        }),
        'symptoms.1.symptomKey',
        'This symptom is already chosen',
      ],
      [form({ symptoms: [{ symptomKey: 'acne', degree: 4 }] }), 'symptoms.0.degree', ''],
      [form({ symptoms: [{ symptomKey: 'Not A Key!', degree: 1 }] }), 'symptoms.0.symptomKey', ''],
      [form({ image: '../etc/passwd' }), 'image', ''],
    ];
    const before = await countOf(a.shop.id);
    for (const [body, field, text] of cases) {
      const res = await s.post('/api/product/add', body, { token: a.token });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.body.code).toBe(100400);
      expect(Object.keys(res.body.datas.fields), res.text).toContain(field);
      if (text) expect(res.body.datas.fields[field].toLowerCase()).toBe(text.toLowerCase());
    }
    for (const path of [
      '/api/product/get/abc',
      '/api/product/update/1.5',
      '/api/product/delete/0',
      '/api/product/get/99999999999',
    ]) {
      const res = await s.post(path, path.includes('update') ? form() : {}, { token: a.token });
      expect(res.status, path).toBe(400);
    }
    expect(await countOf(a.shop.id)).toBe(before);
  });

  it('refuses a duplicate name (any case), an unknown symptom, a type or an image of another store', async () => {
    await buildProduct(s.db, care, { name: 'Laser toning' });
    const before = await countOf(a.shop.id);
    const dup = await s.post('/api/product/add', form({ name: 'LASER TONING' }), { token: a.token });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 600105, message: 'The scheme name "LASER TONING" already exists' });

    const unknown = await s.post(
      '/api/product/add',
      form({
        symptoms: [
          { symptomKey: 'acne', degree: 1 },
          { symptomKey: 'redness', degree: 2 },
        ],
      }),
      { token: a.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(600107);
    expect(unknown.body.message).toBe('Related symptom 2 ("redness") is not one of your store’s symptom labels');
    expect(unknown.body.datas).toEqual({ row: 2, symptomKey: 'redness' });

    const otherType = await s.post('/api/product/add', form({ typeId: theirs.id }), { token: a.token });
    expect(otherType.status).toBe(400);
    expect(otherType.body.code).toBe(600106);
    expect(otherType.body.datas.fields.typeId).toBeTruthy();

    const foreign = await upload(b.token);
    const image = await s.post('/api/product/add', form({ image: foreign.key }), { token: a.token });
    expect(image.status).toBe(400);
    expect(image.body.code).toBe(500110);
    expect(image.body.datas.fields.image).toBeTruthy();
    const unstored = await s.post('/api/product/add', form({ image: `shops/${a.shop.id}/images/nope.png` }), {
      token: a.token,
    });
    expect(unstored.body.code).toBe(500110);
    // An image shown by another product is not shared (deleting one would take the other's picture).
    const mine = await upload(a.token);
    expect((await s.post('/api/product/add', form({ image: mine.key }), { token: a.token })).status).toBe(200);
    const shared = await s.post('/api/product/add', form({ image: mine.key }), { token: a.token });
    expect(shared.body.code).toBe(500110);
    expect(await countOf(a.shop.id)).toBe(before + 1);
  });

  it("another store's programme is not found; its list is not readable", async () => {
    const t = theirs;
    const p = await buildProduct(s.db, t, { name: 'Their programme' });
    for (const [path, body] of [
      [`/api/product/get/${p.id}`, {}],
      [`/api/product/update/${p.id}`, form()],
      [`/api/product/delete/${p.id}`, undefined],
    ] as const) {
      const res = await s.post(path, body, { token: a.token });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe(600104);
    }
    expect((await s.post('/api/product/query/1/20', { shopId: b.shop.id }, { token: a.token })).status).toBe(404);
    expect((await s.post(`/api/product/get/${p.id}`, { shopId: b.shop.id }, { token: a.token })).status).toBe(404);
    const [row] = await s.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.name).toBe('Their programme');
  });
});

describe('who may do what', () => {
  it('the platform reads the store it names and may change nothing (100406)', async () => {
    const p = await buildProduct(s.db, theirs, {
      name: 'Read by platform',
      symptoms: [{ symptomKey: 'redness', degree: 2 }],
    });
    const list = await s.post('/api/product/query/1/20', { shopId: b.shop.id }, { token: platform });
    expect(list.status, list.text).toBe(200);
    expect(list.body.datas.list.find((x: TProduct) => x.id === p.id)?.symptoms[0]).toMatchObject({ name: 'Redness' });
    const one = await s.post(`/api/product/get/${p.id}`, { shopId: b.shop.id }, { token: platform });
    expect(one.status).toBe(200);
    // Naming the wrong store: not found.
    expect((await s.post(`/api/product/get/${p.id}`, { shopId: a.shop.id }, { token: platform })).status).toBe(404);
    expect((await s.post('/api/product/query/1/20', {}, { token: platform })).status).toBe(400);
    const writes: [string, unknown][] = [
      ['/api/product/add', { ...form(), typeId: theirs.id, shopId: b.shop.id }],
      [`/api/product/update/${p.id}`, { ...form(), typeId: theirs.id }],
      [`/api/product/delete/${p.id}`, undefined],
      ['/api/product/batchAdd', { rows: [form()] }],
    ];
    for (const [path, body] of writes) {
      const res = await s.post(path, body, { token: platform });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe(100406);
    }
    expect((await s.get('/api/product/template', { token: platform })).status).toBe(403);
    const [row] = await s.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.name).toBe('Read by platform');
  });

  it('staff need product-type to read and product-type:edit to change', async () => {
    expect((await s.post('/api/product/query/1/20', {}, { token: noCodes })).status).toBe(403);
    const add = await s.post('/api/product/add', form(), { token: reader });
    expect(add.status).toBe(403);
    expect(add.body.code).toBe(100403);
    const byEditor = await s.post('/api/product/add', form({ name: 'Added by staff' }), { token: editor });
    expect(byEditor.status, byEditor.text).toBe(200);
  });
});

describe('editing and deleting', () => {
  it('updates fields and symptoms; a replaced image leaves storage, an omitted one stays', async () => {
    const [img1, img2] = [await upload(a.token), await upload(a.token, 40)];
    const added = await s.post('/api/product/add', form({ name: 'Microneedling', image: img1.key }), {
      token: a.token,
    });
    const id = added.body.datas.id;
    const res = await s.post(
      `/api/product/update/${id}`,
      form({
        typeId: bright.id,
        name: 'Microneedling pro',
        image: img2.key,
        link: '',
        symptoms: [{ symptomKey: 'lines', degree: 2 }],
      }),
      { token: a.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      typeName: 'Brightening',
      name: 'Microneedling pro',
      image: img2.key,
      link: '',
      symptoms: [{ symptomKey: 'lines', name: 'Fine lines', degree: 2 }],
    });
    await goneFromStorage(img1.key);
    // Image, link and symptoms left out stay as they are.
    const kept = await s.post(
      `/api/product/update/${id}`,
      { typeId: bright.id, name: 'Microneedling pro', advantages: 'Shorter text.' },
      { token: a.token },
    );
    expect(kept.body.datas).toMatchObject({ image: img2.key, advantages: 'Shorter text.' });
    expect(kept.body.datas.symptoms).toHaveLength(1);
    // Another product's name is refused; its own in another case is fine.
    await buildProduct(s.db, care, { name: 'Taken name' });
    const taken = await s.post(`/api/product/update/${id}`, form({ name: 'taken NAME' }), { token: a.token });
    expect(taken.body.code).toBe(600105);
    const own = await s.post(`/api/product/update/${id}`, form({ name: 'MICRONEEDLING PRO', image: undefined }), {
      token: a.token,
    });
    expect(own.status, own.text).toBe(200);
  });

  it('keeps a symptom the product already names after the store dropped its label', async () => {
    const p = await buildProduct(s.db, care, { symptoms: [{ symptomKey: 'dropped', degree: 1 }] });
    const res = await s.post(
      `/api/product/update/${p.id}`,
      form({ name: p.name, symptoms: [{ symptomKey: 'dropped', degree: 2 }] }),
      { token: a.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.symptoms).toEqual([{ symptomKey: 'dropped', name: null, degree: 2, color: null }]);
  });

  it('deletes a programme with its symptoms and image, audited', async () => {
    const img = await upload(a.token);
    const added = await s.post('/api/product/add', form({ name: 'To delete', image: img.key }), { token: a.token });
    const id = added.body.datas.id;
    const res = await s.post(`/api/product/delete/${id}`, undefined, { token: editor });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ id });
    expect(await s.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await s.db.select().from(productSymptoms).where(eq(productSymptoms.productId, id))).toEqual([]);
    await goneFromStorage(img.key);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.delete'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ shopId: a.shop.id, targetType: 'product' });
    expect((entry!.before as { name: string; symptoms: unknown[] }).symptoms).toHaveLength(2);
    expect((await s.post(`/api/product/get/${id}`, {}, { token: a.token })).status).toBe(404);
  });
});

describe('batchAdd', () => {
  it('adds every row in one go, with symptoms and images, audited', async () => {
    const img = await upload(a.token);
    const res = await s.post(
      '/api/product/batchAdd',
      {
        rows: [
          form({ name: 'Batch one', image: img.key }),
          form({ name: 'Batch two', typeId: bright.id, symptoms: [] }),
          form({ name: 'Batch three', link: '' }),
        ],
      },
      { token: a.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.added).toBe(3);
    const rows = await s.db.select().from(products).where(eq(products.id, res.body.datas.ids[0]));
    expect(rows[0]).toMatchObject({ name: 'Batch one', image: img.key });
    const list = await s.post('/api/product/query/1/20', { name: 'Batch t' }, { token: a.token });
    expect(list.body.datas.list.map((x: TProduct) => x.name).sort()).toEqual(['Batch three', 'Batch two']);
    const [entry] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'product.batchAdd'));
    expect((entry!.after as { added: number }).added).toBe(3);
  });

  it('refuses the whole batch listing every fault: row, field, message; nothing is added', async () => {
    await buildProduct(s.db, care, { name: 'Existing one' });
    const foreign = await upload(b.token);
    const before = await countOf(a.shop.id);
    const res = await s.post(
      '/api/product/batchAdd',
      {
        rows: [
          form({ name: 'Good row' }),
          form({ name: 'Twice' }),
          form({ name: 'twice', symptoms: [{ symptomKey: 'redness', degree: 1 }] }),
          form({ name: 'x'.repeat(65), link: 'nope', typeId: theirs.id }),
          form({ name: 'EXISTING ONE', image: foreign.key, advantages: '' }),
          'not a row',
        ],
      },
      { token: a.token },
    );
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe(600108);
    const faults = res.body.datas.rows as TImportFault[];
    expect(faults.map((f) => [f.row, f.field])).toEqual([
      [2, 'name'],
      [3, 'name'],
      [3, 'symptoms.0.symptomKey'],
      [4, 'typeId'],
      [4, 'name'],
      [4, 'link'],
      [5, 'name'],
      [5, 'image'],
      [5, 'advantages'],
      [6, 'row'],
    ]);
    expect(faults.find((f) => f.row === 2)!.message).toBe('The scheme name repeats row 3');
    // Each names its column as the template heads it, in the request's language.
    expect(faults.filter((f) => f.row === 4).map((f) => f.column)).toEqual(['Type', 'Scheme name', 'External link']);
    expect(faults.find((f) => f.row === 6)!.column).toBe('');
    expect(faults.find((f) => f.row === 4 && f.field === 'link')!.message).toBe('Please enter a correct link address');
    expect(faults.find((f) => f.row === 5 && f.field === 'name')!.message).toBe(
      'The scheme name "EXISTING ONE" already exists',
    );
    expect(res.body.message).toBe(`Nothing was added: ${faults.length} problems were found`);
    expect(await countOf(a.shop.id)).toBe(before);
    // In the reader's language.
    const zh = await s.post(
      '/api/product/batchAdd',
      { rows: [form({ link: 'nope' })] },
      {
        token: a.token,
        headers: { 'x-lang': 'zh-CN' },
      },
    );
    expect(zh.body.datas.rows[0].message).toBe('请输入正确的链接地址');
  });

  it('caps a batch at 500 rows and refuses an empty one', async () => {
    const many = await s.post(
      '/api/product/batchAdd',
      { rows: Array.from({ length: 501 }, (_, i) => form({ name: `Row ${i}` })) },
      { token: a.token },
    );
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ code: 600110, message: 'At most 500 rows can be added at once' });
    // The largest batch there is: 500 rows with 2,000-character introductions in Chinese (over 3 MB of JSON).
    const largest = await s.post(
      '/api/product/batchAdd',
      {
        rows: Array.from({ length: 500 }, (_, i) =>
          form({ name: `大批量 ${i}`, advantages: '护'.repeat(2000), typeId: bright.id, symptoms: [] }),
        ),
      },
      { token: a.token },
    );
    expect(largest.status, largest.text.slice(0, 300)).toBe(200);
    expect(largest.body.datas.added).toBe(500);
    const none = await s.post('/api/product/batchAdd', { rows: [] }, { token: a.token });
    expect(none.body.code).toBe(600109);
    const bad = await s.post('/api/product/batchAdd', { rows: 'x' }, { token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(100400);
  });
});

describe('the spreadsheet', () => {
  async function template(lang = 'en-US') {
    const res = await fetch(`${s.url}/api/product/template`, {
      headers: { authorization: `Bearer ${a.token}`, 'x-lang': lang },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    return wb;
  }
  const file = async (wb: ExcelJS.Workbook) => new Uint8Array(await wb.xlsx.writeBuffer());

  it("offers a template listing the store's types, symptoms and degrees", async () => {
    const wb = await template();
    const ws = wb.getWorksheet('products')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Type*');
    expect(ws.getRow(1).getCell(5).value).toBe('Symptom 1');
    // Row 2: an example in grey italics, marked as never imported.
    expect(ws.getRow(2).getCell(1).value).toBe('Example (this row is not imported)');
    expect(ws.getRow(2).getCell(5).value).toBe('Acne');
    expect(ws.getRow(2).font?.italic).toBe(true);
    const lists = wb.getWorksheet('lists')!;
    const col = (c: number) =>
      lists
        .getColumn(c)
        .values.filter((v) => v)
        .map(String);
    expect(col(1)).toEqual(expect.arrayContaining(['Acne care', 'Brightening']));
    expect(col(2)).toEqual(['Acne', 'Pores', 'Dark spots', 'Fine lines']);
    expect(col(3)).toEqual(['Mild', 'Moderate', 'Severe']);
    const zh = await template('zh-CN');
    expect(zh.getWorksheet('products')!.getRow(1).getCell(2).value).toBe('方案名称*');
    expect(
      zh
        .getWorksheet('lists')!
        .getColumn(2)
        .values.filter((v) => v),
    ).toEqual(['痘痘', '毛孔', '色斑', '细纹']);
  });

  it('imports its rows (no images), types and symptoms named as listed', async () => {
    const wb = await template('zh-CN');
    const ws = wb.getWorksheet('products')!;
    ws.addRow(['Acne care', 'Sheet one', 'https://example.com/1', '第一个', '痘痘', '重度', '', '', '细纹', '轻度']);
    ws.addRow(['brightening', 'Sheet two', '', 'Second', 'spots', '2']);
    const res = await postFile(s, '/api/product/batchAdd', a.token, {}, { data: await file(wb), name: 'p.xlsx' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.added).toBe(2);
    const one = await s.post(`/api/product/get/${res.body.datas.ids[0]}`, {}, { token: a.token });
    expect(one.body.datas).toMatchObject({ name: 'Sheet one', typeName: 'Acne care', image: null, imageUrl: null });
    expect(
      one.body.datas.symptoms.map((x: { symptomKey: string; degree: number }) => [x.symptomKey, x.degree]),
    ).toEqual([
      ['acne', 3],
      ['lines', 1],
    ]);
  });

  it('refuses a sheet with faults, naming sheet rows and columns; a file that is not the template', async () => {
    const before = await countOf(a.shop.id);
    const wb = await template();
    const ws = wb.getWorksheet('products')!;
    ws.addRow(['Acne care', 'Sheet fine', '', 'Fine']);
    ws.addRow(['No such type', 'Sheet bad', 'bad link', 'Text', 'Acne', 'Mild', 'Nothing', 'Severe', 'Pores', 'Huge']);
    ws.addRow(['Acne care', 'Sheet fine', '', '']);
    const res = await postFile(s, '/api/product/batchAdd', a.token, {}, { data: await file(wb), name: 'p.xlsx' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe(600108);
    // Row 2 is the template's example, never imported: the rows added are 3-5.
    expect((res.body.datas.rows as TImportFault[]).map((f) => [f.row, f.column, f.field, f.message])).toEqual([
      [3, 'Scheme name', 'name', 'The scheme name repeats row 5'],
      [4, 'Type', 'typeId', 'There is no programme type named "No such type"'],
      [4, 'External link', 'link', 'Please enter a correct link address'],
      [4, 'Symptom 2', 'symptoms.1.symptomKey', 'There is no symptom label named "Nothing"'],
      [4, 'Degree 3', 'symptoms.2.degree', 'Choose a degree: mild, moderate or severe'],
      [5, 'Scheme name', 'name', 'The scheme name repeats row 3'],
      [5, 'Introduction', 'advantages', 'This field is required'],
    ]);
    expect(res.body.datas.faultCount).toBe(7);
    expect(await countOf(a.shop.id)).toBe(before);

    const notOurs = new ExcelJS.Workbook();
    notOurs.addWorksheet('products').addRow(['Acne care', 'x', '', 'y']);
    const wrong = await postFile(s, '/api/product/batchAdd', a.token, {}, { data: await file(notOurs) });
    expect(wrong.body.code).toBe(600111);
    const png = await postFile(s, '/api/product/batchAdd', a.token, {}, { data: makePng(4, 4) });
    expect(png.body.code).toBe(600111);
    // The template as downloaded holds only its example row: nothing to import.
    const empty = await postFile(s, '/api/product/batchAdd', a.token, {}, { data: await file(await template()) });
    expect(empty.body.code).toBe(600109);
    const none = await postFile(s, '/api/product/batchAdd', a.token, { other: 'x' });
    expect(none.body.code).toBe(500101);
  });

  it('refuses a workbook past the bounds of a template before reading its rows, and adds nothing', async () => {
    const before = await countOf(a.shop.id);
    const row = ['Acne care', 'Bounded', '', 'Text'];
    const cases: [string, Buffer, number, string?][] = [
      ['20,000 merged areas', productWorkbook('en-US', [row], { after: twoCellMerges(20_000) }), 600113, 'merges'],
      ['100 sheets', productWorkbook('en-US', [row], { extraSheets: 100 }), 600113, 'sheets'],
      [
        '501 rows',
        productWorkbook(
          'en-US',
          Array.from({ length: 501 }, (_, i) => ['Acne care', `P${i}`, '', 'x']),
        ),
        600110,
      ],
      ['a zip bomb', zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(100 * 1024 * 1024)), 600112],
    ];
    for (const [what, data, code, limit] of cases) {
      const res = await postFile(s, '/api/product/batchAdd', a.token, {}, { data, name: 'p.xlsx' });
      expect(res.body.code, `${what}: ${res.text}`).toBe(code);
      if (limit) expect(res.body.datas.limit, what).toBe(limit);
    }
    expect(await countOf(a.shop.id)).toBe(before);
  });
});
