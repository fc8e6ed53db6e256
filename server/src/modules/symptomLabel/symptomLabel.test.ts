import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { postFile, zipWith } from '../../../test/multipart.js';
import { auditLog, shops, symptomLabels } from '../../db/schema.js';
import { buildTemplate, META_SHEET } from './template.js';

let s: TestServer;
let platform: string;
let demo: string;
let second: string;
let staff: string;
let demoShopId: number;
let secondShopId: number;

beforeAll(async () => {
  s = await startServer();
  [platform, demo, second, staff] = await Promise.all([
    loginAs(s, 'platform'),
    loginAs(s, 'demoshop'),
    loginAs(s, 'secondshop'),
    loginAs(s, 'demostaff'),
  ]);
  const all = await s.db.select().from(shops);
  demoShopId = all.find((x) => x.name === 'Demo Store')!.id;
  secondShopId = all.find((x) => x.name === 'Second Store')!.id;
});
afterAll(() => s.close());

const labelsOf = (shopId: number | null, language: string) =>
  s.db
    .select()
    .from(symptomLabels)
    .where(
      and(
        shopId === null ? isNull(symptomLabels.shopId) : eq(symptomLabels.shopId, shopId),
        eq(symptomLabels.language, language),
      ),
    );

type Row = [string, string?, string?, string?, string?, string?, string?, string?, string?];
const row = (type: string, name = '', key = ''): Row => [
  type,
  name,
  key,
  '',
  '',
  '',
  name ? `About ${name}` : '',
  '',
  '',
];

/** A template file: ours (with these rows), or altered meta. */
async function template(
  language: string,
  rows: Row[],
  meta?: { marker?: string; version?: number; language?: string; drop?: boolean },
) {
  const buf = await buildTemplate(language as 'en-US', []);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('labels')!;
  for (const r of rows) ws.addRow(r);
  const m = wb.getWorksheet(META_SHEET)!;
  if (meta?.drop) wb.removeWorksheet(m.id);
  else {
    if (meta?.marker !== undefined) m.getCell('A1').value = meta.marker;
    if (meta?.version !== undefined) m.getCell('B1').value = meta.version;
    if (meta?.language !== undefined) m.getCell('B2').value = meta.language;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importAs = (token: string, language: string, data: Uint8Array) =>
  postFile(s, '/api/symptomLabel/batchAdd', token, { language }, { data, name: 'labels.xlsx' });

describe('reading labels', () => {
  it('lists the degrees with default colours', async () => {
    const res = await s.post('/api/symptomLabelDegree/query', undefined, { token: demo });
    expect(res.body.datas).toEqual([
      { degree: 1, color: '#FADB14' },
      { degree: 2, color: '#FA8C16' },
      { degree: 3, color: '#F5222D' },
    ]);
  });

  it('shows a store its own tree, the platform its master set, and a new store nothing (ownerTotal 0)', async () => {
    const own = await s.post('/api/symptomLabel/queryAllByShop', { language: 'en-US' }, { token: demo });
    expect(own.status, own.text).toBe(200);
    const keys = own.body.datas.list.filter((x: any) => x.parentId).map((x: any) => x.symptomKey);
    expect(keys).toEqual(['acne', 'texture', 'pores', 'pigmentation', 'wrinkles', 'redness']);
    expect(own.body.datas.list.every((x: any) => x.shopId === demoShopId)).toBe(true);
    const acne = own.body.datas.list.find((x: any) => x.symptomKey === 'acne');
    expect(acne.degrees).toEqual([
      { degree: 1, color: '#FADB14' },
      { degree: 2, color: '#FA8C16' },
      { degree: 3, color: '#F5222D' },
    ]);
    const zh = await s.post('/api/symptomLabel/queryAllByShop', { language: 'zh-CN' }, { token: demo });
    expect(zh.body.datas.list.map((x: any) => x.name)).toContain('痘痘');
    const master = await s.post('/api/symptomLabel/queryAll', { language: 'en-US' }, { token: second });
    expect(master.body.datas.list.every((x: any) => x.shopId === null)).toBe(true);
    expect(master.body.datas.list).toHaveLength(11);
    const fresh = await s.post('/api/symptomLabel/queryAllByShop', { language: 'en-US' }, { token: second });
    expect(fresh.body.datas).toEqual({ list: [], ownerTotal: 0 });
    const byPlatform = await s.post(
      '/api/symptomLabel/queryAllByShop',
      { language: 'en-US', shopId: demoShopId },
      { token: platform },
    );
    expect(byPlatform.body.datas.list).toHaveLength(11);
    const otherStore = await s.post(
      '/api/symptomLabel/queryAllByShop',
      { language: 'en-US', shopId: demoShopId },
      { token: second },
    );
    expect(otherStore.status).toBe(404);
  });

  it('pages and filters by parent and name', async () => {
    const page = await s.post('/api/symptomLabel/query/1/4', { language: 'en-US' }, { token: demo });
    expect(page.body.datas).toMatchObject({ total: 11, page: 1, pageSize: 4 });
    expect(page.body.datas.list).toHaveLength(4);
    const byName = await s.post('/api/symptomLabel/query/1/20', { language: 'en-US', name: 'por' }, { token: demo });
    expect(byName.body.datas.list.map((x: any) => x.name)).toEqual(['Enlarged pores']);
    const bad = await s.post('/api/symptomLabel/query/1/20', { language: 'xx-XX' }, { token: demo });
    expect(bad.status).toBe(400);
  });
});

describe('editing labels', () => {
  it('adds a type and a label, refuses duplicates, bad colours, a missing key and a bad parent', async () => {
    const t = await s.post('/api/symptomLabel/add', { language: 'en-US', name: 'Hydration' }, { token: demo });
    expect(t.status, t.text).toBe(200);
    const typeId = t.body.datas.id;
    const l = await s.post(
      '/api/symptomLabel/add',
      {
        language: 'en-US',
        parentId: typeId,
        name: 'Dryness',
        symptomKey: 'dryness',
        degrees: [{ degree: 3, color: '#aa0000' }],
        description: 'Tight, flaky skin.',
      },
      { token: demo },
    );
    expect(l.status, l.text).toBe(200);
    expect(l.body.datas.degrees[2]).toEqual({ degree: 3, color: '#AA0000' });
    expect(l.body.datas.degrees[0]).toEqual({ degree: 1, color: '#FADB14' });

    const dup = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: typeId, name: 'dryness', symptomKey: 'dry2' },
      { token: demo },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(500802);
    expect(dup.body.message).toContain('dryness');
    const dupKey = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: typeId, name: 'Flaking', symptomKey: 'acne' },
      { token: demo },
    );
    expect(dupKey.body.code).toBe(500803);
    const dupType = await s.post('/api/symptomLabel/add', { language: 'en-US', name: 'HYDRATION' }, { token: demo });
    expect(dupType.body.code).toBe(500802);
    // The same name in another language or another store is fine.
    expect(
      (await s.post('/api/symptomLabel/add', { language: 'ja-JP', name: 'Hydration' }, { token: demo })).status,
    ).toBe(200);
    const noKey = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: typeId, name: 'Flaking' },
      { token: demo },
    );
    expect(noKey.body.code).toBe(500806);
    const badColor = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', name: 'X', degrees: [{ degree: 1, color: 'red' }] },
      { token: demo },
    );
    expect(badColor.status).toBe(400);
    const badKey = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: typeId, name: 'Y', symptomKey: 'Bad Key' },
      { token: demo },
    );
    expect(badKey.status).toBe(400);
    // A label as parent, a type of another language, another store's type: refused.
    const underLabel = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: l.body.datas.id, name: 'Z', symptomKey: 'zz' },
      { token: demo },
    );
    expect(underLabel.body.code).toBe(500805);
    const otherLang = await s.post(
      '/api/symptomLabel/add',
      { language: 'zh-CN', parentId: typeId, name: 'Z', symptomKey: 'zz' },
      { token: demo },
    );
    expect(otherLang.body.code).toBe(500805);
    const otherStore = await s.post(
      '/api/symptomLabel/add',
      { language: 'en-US', parentId: typeId, name: 'Z', symptomKey: 'zz' },
      { token: second },
    );
    expect(otherStore.body.code).toBe(500805);

    // Deleting a type with labels is refused; the label, then the type, go (audited).
    const delType = await s.post(`/api/symptomLabel/delete/${typeId}`, undefined, { token: demo });
    expect(delType.status).toBe(409);
    expect(delType.body.code).toBe(500804);
    expect((await s.post(`/api/symptomLabel/delete/${l.body.datas.id}`, undefined, { token: second })).status).toBe(
      404,
    );
    expect((await s.post(`/api/symptomLabel/delete/${l.body.datas.id}`, undefined, { token: demo })).status).toBe(200);
    expect((await s.post(`/api/symptomLabel/delete/${typeId}`, undefined, { token: demo })).status).toBe(200);
    const log = await s.db.select().from(auditLog).where(eq(auditLog.action, 'symptomLabel.delete'));
    expect(log.map((x) => x.targetId)).toEqual([String(l.body.datas.id), String(typeId)]);
  });

  it('updates own labels only; the platform edits the master set', async () => {
    const [acne] = (await labelsOf(demoShopId, 'en-US')).filter((x) => x.symptomKey === 'acne');
    const res = await s.post(
      `/api/symptomLabel/update/${acne!.id}`,
      { name: 'Acne breakouts', degrees: [{ degree: 2, color: '#123456' }], careSuggestions: 'Be gentle.' },
      { token: demo },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ name: 'Acne breakouts', symptomKey: 'acne', careSuggestions: 'Be gentle.' });
    expect(res.body.datas.degrees[1].color).toBe('#123456');
    // Another store's label, and the platform's, read as missing to a store.
    expect((await s.post(`/api/symptomLabel/update/${acne!.id}`, { name: 'x' }, { token: second })).status).toBe(404);
    const [masterAcne] = (await labelsOf(null, 'en-US')).filter((x) => x.symptomKey === 'acne');
    expect((await s.post(`/api/symptomLabel/update/${masterAcne!.id}`, { name: 'x' }, { token: demo })).status).toBe(
      404,
    );
    const byPlatform = await s.post(
      `/api/symptomLabel/update/${masterAcne!.id}`,
      { name: 'Acne', description: 'Master text.' },
      { token: platform },
    );
    expect(byPlatform.status, byPlatform.text).toBe(200);
    // Renaming onto a sibling's name is refused.
    const pores = (await labelsOf(demoShopId, 'en-US')).find((x) => x.symptomKey === 'pores')!;
    const clash = await s.post(`/api/symptomLabel/update/${pores.id}`, { name: 'rough TEXTURE' }, { token: demo });
    expect(clash.body.code).toBe(500802);
  });

  it('needs symptom-label:edit to change and symptom-label to read', async () => {
    const read = await s.post('/api/symptomLabel/queryAllByShop', { language: 'en-US' }, { token: staff });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe(100403);
    const add = await s.post('/api/symptomLabel/add', { language: 'en-US', name: 'Staff type' }, { token: staff });
    expect(add.status).toBe(403);
  });
});

describe('copying the platform labels to a store', () => {
  it('refuses the platform, replaces the store labels in one transaction and audits the rows before', async () => {
    const byPlatform = await s.post('/api/symptomLabel/copyToShop', {}, { token: platform });
    expect(byPlatform.status).toBe(403);
    expect(byPlatform.body.code).toBe(100406);

    const before = (await s.db.select().from(symptomLabels).where(eq(symptomLabels.shopId, demoShopId))).length;
    const res = await s.post('/api/symptomLabel/copyToShop', undefined, { token: demo });
    expect(res.status, res.text).toBe(200);
    const master = await s.db.select().from(symptomLabels).where(isNull(symptomLabels.shopId));
    expect(res.body.datas).toEqual({ deleted: before, copied: master.length });
    const en = await s.post('/api/symptomLabel/queryAllByShop', { language: 'en-US' }, { token: demo });
    const masterEn = await s.post('/api/symptomLabel/queryAll', { language: 'en-US' }, { token: demo });
    const shape = (list: any[]) => {
      const names = new Map(list.map((x) => [x.id, x.name]));
      return list.map((x) => [
        x.parentId ? names.get(x.parentId) : null,
        x.name,
        x.symptomKey,
        x.degrees,
        x.description,
      ]);
    };
    expect(shape(en.body.datas.list)).toEqual(shape(masterEn.body.datas.list));
    expect(en.body.datas.list.find((x: any) => x.symptomKey === 'acne').name).toBe('Acne');
    const [entry] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'symptomLabel.copyToShop'));
    expect(entry!.shopId).toBe(demoShopId);
    expect((entry!.before as unknown[]).length).toBe(before);

    // Second Store, never initialised, gets the same.
    const second1 = await s.post('/api/symptomLabel/copyToShop', {}, { token: second });
    expect(second1.body.datas).toEqual({ deleted: 0, copied: master.length });
    // Demo Store's rows are untouched by Second Store's copy.
    expect((await s.db.select().from(symptomLabels).where(eq(symptomLabels.shopId, demoShopId))).length).toBe(
      master.length,
    );
    await s.db.delete(symptomLabels).where(eq(symptomLabels.shopId, secondShopId));
  });
});

describe('batch import and export by template', () => {
  it('downloads a template per language carrying its language and version', async () => {
    const res = await fetch(`${s.url}/api/symptomLabel/template?language=zh-CN`, {
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.getWorksheet('labels')!.getRow(1).getCell(1).value).toBe('标签类型');
    const meta = wb.getWorksheet(META_SHEET)!;
    expect(meta.state).toBe('veryHidden');
    expect(meta.getCell('B2').value).toBe('zh-CN');
    expect(meta.getCell('B1').value).toBe(1);
  });

  it('imports a template into the store, all rows, types found or created', async () => {
    const file = await template('id-ID', [
      row('Kulit'),
      row('Kulit', 'Kering', 'dry'),
      row('Mata', 'Lingkaran hitam', 'dark-circles'),
    ]);
    const res = await importAs(demo, 'id-ID', file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ types: 2, labels: 2 });
    const rows = await labelsOf(demoShopId, 'id-ID');
    expect(rows.map((x) => x.name).sort()).toEqual(['Kering', 'Kulit', 'Lingkaran hitam', 'Mata']);
    // A further file may add under an existing type.
    const more = await importAs(demo, 'id-ID', await template('id-ID', [row('kulit', 'Berminyak', 'oily')]));
    expect(more.body.datas).toEqual({ types: 0, labels: 1 });
  });

  const REFUSALS: {
    what: string;
    file: () => Promise<Buffer>;
    language?: string;
    code: number;
    rows?: number[];
    name?: string;
  }[] = [
    { what: 'an empty file', file: async () => Buffer.alloc(0), code: 500902 },
    { what: 'a template without rows', file: () => template('vi-VN', []), code: 500902 },
    { what: 'a CSV renamed .xlsx', file: async () => Buffer.from('type,name\nA,B\n'), code: 500903 },
    {
      what: 'another workbook',
      file: async () => {
        const wb = new ExcelJS.Workbook();
        wb.addWorksheet('Sheet1').addRow(['a', 'b']);
        return Buffer.from(await wb.xlsx.writeBuffer());
      },
      code: 500903,
    },
    {
      what: 'a template without its marker',
      file: () => template('vi-VN', [row('A', 'B', 'b')], { drop: true }),
      code: 500903,
    },
    {
      what: 'an old template version',
      file: () => template('vi-VN', [row('A', 'B', 'b')], { version: 0 }),
      code: 500904,
    },
    { what: 'a template of another language', file: () => template('th-TH', [row('A', 'B', 'b')]), code: 500905 },
    {
      what: 'rows with empty content',
      file: () =>
        template('vi-VN', [
          row('A', 'B', 'b'),
          ['', 'No type', 'nt'],
          row('C'),
          ['D', 'No key', ''],
          ['E', '', '', '', '', '', 'text without a label'],
        ]),
      code: 500906,
      rows: [3, 5, 6],
    },
    {
      what: 'rows with a bad key or colour',
      file: () => template('vi-VN', [row('A', 'B', 'Bad Key'), ['A', 'C', 'c', 'red']]),
      code: 500907,
      rows: [2, 3],
    },
    {
      what: 'a duplicate in the file',
      file: () => template('vi-VN', [row('A', 'Mụn', 'acne1'), row('A', 'Da khô', 'dry'), row('a', 'mụn', 'acne2')]),
      code: 500901,
      rows: [2, 4],
      name: 'Mụn',
    },
    {
      what: 'a duplicate symptom key in the file',
      file: () => template('vi-VN', [row('A', 'Mụn', 'acne'), row('B', 'Da khô', 'acne')]),
      code: 500901,
      rows: [2, 3],
    },
    {
      what: 'a duplicate of an existing label',
      language: 'en-US',
      file: () => template('en-US', [row('New type', 'Fine', 'fine'), row('Blemishes', 'Acne', 'acne-x')]),
      code: 500901,
      rows: [3],
      name: 'Acne',
    },
    {
      what: 'a zip bomb disguised as XLSX',
      file: async () => zipWith('xl/worksheets/sheet1.xml', Buffer.alloc(300 * 1024 * 1024)),
      code: 500908,
    },
    { what: 'a 10 MB file', file: async () => Buffer.alloc(10 * 1024 * 1024, 7), code: 500908 },
  ];
  for (const r of REFUSALS) {
    it(`refuses ${r.what} with its own code and imports nothing`, async () => {
      const before = await s.db.select().from(symptomLabels);
      const res = await importAs(demo, r.language ?? 'vi-VN', await r.file());
      expect(res.body.code, res.text).toBe(r.code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      if (r.rows) expect(res.body.datas.rows).toEqual(r.rows);
      if (r.name) {
        expect(res.body.datas.name).toBe(r.name);
        expect(res.body.message).toContain(r.name);
      }
      expect(await s.db.select().from(symptomLabels)).toEqual(before);
    });
  }

  it('refuses a missing language or file', async () => {
    const noLang = await postFile(
      s,
      '/api/symptomLabel/batchAdd',
      demo,
      {},
      { data: await template('en-US', [row('A')]) },
    );
    expect(noLang.status).toBe(400);
    expect((await postFile(s, '/api/symptomLabel/batchAdd', demo, { language: 'en-US' })).body.code).toBe(500101);
  });

  it('exports in the same template: export, import into an empty store, export again changes nothing', async () => {
    const get = async (token: string, language: string) => {
      const res = await fetch(`${s.url}/api/symptomLabel/export?language=${language}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const cells = async (buf: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(buf as unknown as ArrayBuffer);
      const out: unknown[][] = [];
      wb.getWorksheet('labels')!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
      return out;
    };
    const first = await get(platform, 'zh-CN');
    expect((await cells(first)).length).toBe(1 + 6);
    const res = await importAs(second, 'zh-CN', first);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ types: 5, labels: 6 });
    expect(await cells(await get(second, 'zh-CN'))).toEqual(await cells(first));
    // Importing the same file again changes nothing: every label is a duplicate.
    const again = await importAs(second, 'zh-CN', first);
    expect(again.body.code).toBe(500901);
    await s.db.delete(symptomLabels).where(eq(symptomLabels.shopId, secondShopId));
  });

  it('imports 5,000 rows in seconds', async () => {
    const rows: Row[] = [];
    for (let i = 0; i < 5000; i++) {
      const r = row(`Type ${i % 50}`, `Label ${i}`, `key-${i}`);
      r[6] = `A description of label ${i}, long enough to look like real text in a template.`;
      rows.push(r);
    }
    const file = await template('es-ES', rows);
    const started = performance.now();
    const res = await importAs(second, 'es-ES', file);
    const ms = performance.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ types: 50, labels: 5000 });
    console.log(`import of 5,000 rows (${(file.length / 1024).toFixed(0)} KiB): ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(15_000);
  }, 60_000);
});
