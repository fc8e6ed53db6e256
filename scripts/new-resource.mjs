#!/usr/bin/env node
// `npm run new-resource -- <name>`: a new resource in one command, as CONTRIBUTING.md "Adding a resource" says.
//
// <name> is the API resource name in camelCase (`demoThing`): the routes are /api/demoThing/..., the server module
// server/src/modules/demoThing, the screen /demo-thing, the access codes `demo-thing` and `demo-thing:edit`, the
// table demo_things. It writes a working skeleton of a store-owned list (a name and a sort order): contract
// schemas, the server module (repository, service, routes with scope and access declared, its rows for the shared
// walks, a factory and an API test), the table and its migration (drizzle-kit generate), the console screen (list
// with search, form dialog, its menu entry, its texts in seven languages, a component test), and registers it in
// the few shared lists that name every resource. Then fill in the fields and the rules.
//
//   npm run new-resource -- demoThing             write and register
//   npm run new-resource -- demoThing --dry-run   print what it would write and edit, change nothing
//   node scripts/new-resource.mjs demoThing --root <dir> --no-migration --no-format
//                                                 into another folder, without drizzle-kit and Biome (the
//                                                 generator's own test, server/test/new-resource.test.ts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const USAGE = 'usage: npm run new-resource -- <name> [--dry-run]   (<name>: camelCase, e.g. demoThing)';

/** Every name a resource goes by, from its camelCase API name. */
function namesOf(name) {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const pascal = name[0].toUpperCase() + name.slice(1);
  const plural = name.endsWith('s') ? `${name}es` : name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`;
  const snake = words.join('_');
  return {
    name, // demoThing: API resource, module folder, api file
    pascal, // DemoThing: types and components
    plural, // demoThings: the table's variable, the service in app.deps, query keys
    kebab: words.join('-'), // demo-thing: access code, screen folder and path
    snake, // demo_thing: access-code text key
    table: plural.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(), // demo_things
    constant: snake.toUpperCase(), // DEMO_THING
    words: words.join(' '), // demo thing
  };
}

/** Why `name` cannot be a new resource in `root`, or null. */
function refusal(root, name) {
  if (!name) return 'no name given';
  if (!/^[a-z][a-zA-Z0-9]{2,39}$/.test(name))
    return `'${name}' is not a camelCase name of 3 to 40 letters and digits starting with a lower-case letter`;
  if (/[A-Z]{2}/.test(name)) return `'${name}': write abbreviations as words (\`smsCode\`, not \`sMSCode\`)`;
  const n = namesOf(name);
  const taken = [
    `server/src/modules/${n.name}`,
    `contract/src/schemas/${n.name}.ts`,
    `web/src/api/${n.name}.ts`,
    `web/src/pages/${n.kebab}`,
  ].filter((p) => fs.existsSync(path.join(root, p)));
  if (taken.length) return `'${name}' exists already: ${taken.join(', ')}`;
  const read = (p) => fs.readFileSync(path.join(root, p), 'utf8');
  if (read('contract/src/access.ts').includes(`'${n.kebab}'`)) return `the access code '${n.kebab}' exists already`;
  if (read('server/src/db/schema.ts').includes(`'${n.table}'`)) return `the table ${n.table} exists already`;
  if (new RegExp(`^export const ${n.plural}\\b`, 'm').test(read('server/src/db/schema.ts')))
    return `server/src/db/schema.ts already exports ${n.plural}`;
  return null;
}

// --- the files it writes ----------------------------------------------------------------------------------------

const LANGS = ['zh-CN', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'];

/** path -> content of every new file. */
function filesOf(n) {
  const { name, pascal, plural, kebab, table, constant, words } = n;
  const Z = `Z${pascal}`;
  const T = `T${pascal}`;
  return {
    [`contract/src/schemas/${name}.ts`]: `import { z } from 'zod';
import { zName } from '../rules.js';
import { paged } from './common.js';
import { zContains, zDateTime } from './query.js';

/** ${words}s (\`${name}\`): a store's own, a name and a sort order. */
export const ${constant}_NAME_MAX = 64;
/** Sort orders: whole numbers, smaller first. */
export const ${constant}_SORT_MAX = 100_000;
const zSort = z.number().int().min(0).max(${constant}_SORT_MAX);

export const ${Z} = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type ${T} = z.infer<typeof ${Z}>;

/** \`${name}/add\`: the sort order defaults to the end of the list. */
export const ${Z}AddRequest = z.object({
  name: zName(${constant}_NAME_MAX),
  sort: zSort.nullish(),
});
export type ${T}AddRequest = z.infer<typeof ${Z}AddRequest>;

/** \`${name}/update/{id}\`: name and sort order (none keeps it). */
export const ${Z}UpdateRequest = z.object({
  name: zName(${constant}_NAME_MAX),
  sort: zSort.nullish(),
});
export type ${T}UpdateRequest = z.infer<typeof ${Z}UpdateRequest>;

/** \`${name}/query/{page}/{pageSize}\`: the store's rows, in sort order, the name containing \`name\`. */
export const ${Z}QueryRequest = z.object({
  name: zContains(${constant}_NAME_MAX),
});
export type ${T}QueryRequest = z.infer<typeof ${Z}QueryRequest>;
export const ${Z}Page = paged(${Z});
export type ${T}Page = z.infer<typeof ${Z}Page>;

export const ${Z}DeleteResponse = z.object({ id: z.number().int() });
export type ${T}DeleteResponse = z.infer<typeof ${Z}DeleteResponse>;
`,

    [`server/src/modules/${name}/index.ts`]: `import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { create${pascal}Service } from './service.js';

/** ${words}s (\`${name}/*\`). */
export default defineModule({
  name: '${plural}',
  routes,
  createService: ({ db }) => create${pascal}Service(db),
});
`,

    [`server/src/modules/${name}/repository.ts`]: `import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ${plural} } from '../../db/schema.js';
import { likeContains } from '../../lib/sql.js';

export type ${pascal}Row = typeof ${plural}.$inferSelect;
export type ${pascal}Insert = typeof ${plural}.$inferInsert;

export interface ${pascal}Filter {
  name?: string | null;
}

function where(shopId: number, f: ${pascal}Filter): SQL {
  const conds: SQL[] = [eq(${plural}.shopId, shopId)];
  if (f.name) conds.push(ilike(${plural}.name, likeContains(f.name)));
  return and(...conds)!;
}

/** The SQL of \`${table}\`, always within one store. */
export const ${name}Repository = {
  async page(db: DbOrTx, shopId: number, f: ${pascal}Filter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(${plural})
        .where(where(shopId, f))
        .orderBy(asc(${plural}.sort), asc(${plural}.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(${plural}).where(where(shopId, f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /** One of the store's rows; \`lock\` for a change or delete. */
  async byId(db: DbOrTx, shopId: number, id: number, lock?: 'update') {
    const q = db
      .select()
      .from(${plural})
      .where(and(eq(${plural}.shopId, shopId), eq(${plural}.id, id)))
      .limit(1);
    const [row] = lock ? await q.for(lock) : await q;
    return row ?? null;
  },
  /** The sort order after the store's last row. */
  async nextSort(db: DbOrTx, shopId: number) {
    const [r] = await db
      .select({ n: sql<number>\`coalesce(max(\${${plural}.sort}), -1)::int + 1\` })
      .from(${plural})
      .where(eq(${plural}.shopId, shopId));
    return r?.n ?? 0;
  },
  async insert(db: DbOrTx, values: ${pascal}Insert) {
    const [row] = await db.insert(${plural}).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<${pascal}Insert>) {
    const [row] = await db
      .update(${plural})
      .set({ ...values, updatedAt: new Date() })
      .where(eq(${plural}.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: number) {
    await db.delete(${plural}).where(eq(${plural}.id, id));
  },
};
`,

    [`server/src/modules/${name}/service.ts`]: `import type {
  ${T},
  ${T}AddRequest,
  ${T}DeleteResponse,
  ${T}Page,
  ${T}QueryRequest,
  ${T}UpdateRequest,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { type ${pascal}Row, ${name}Repository as repo } from './repository.js';

export function present${pascal}(r: ${pascal}Row): ${T} {
  return {
    id: r.id,
    shopId: r.shopId,
    name: r.name,
    sort: r.sort,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A store's ${words}s: changes in a transaction, deletes audited. Its rules go here. */
export function create${pascal}Service(db: Db) {
  return {
    async page(shopId: number, q: ${T}QueryRequest, p: PageRequest): Promise<${T}Page> {
      return pagedList(p, (limit, offset) => repo.page(db, shopId, q, limit, offset), present${pascal});
    },

    async add(shopId: number, input: ${T}AddRequest): Promise<${T}> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          shopId,
          name: input.name,
          sort: input.sort ?? (await repo.nextSort(tx, shopId)),
        });
        return present${pascal}(row);
      });
    },

    async update(shopId: number, id: number, input: ${T}UpdateRequest): Promise<${T}> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, shopId, id, 'update');
        if (!row) throw new AppError('NOT_FOUND');
        return present${pascal}(await repo.update(tx, id, { name: input.name, sort: input.sort ?? row.sort }));
      });
    },

    async delete(auth: AuthContext, shopId: number, id: number): Promise<${T}DeleteResponse> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, shopId, id, 'update');
        if (!row) throw new AppError('NOT_FOUND');
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: '${name}.delete',
          targetType: '${name}',
          targetId: id,
          before: present${pascal}(row),
        });
        return { id };
      });
    },
  };
}
`,

    [`server/src/modules/${name}/routes.ts`]: `import {
  envelope,
  ${Z},
  ${Z}AddRequest,
  ${Z}DeleteResponse,
  ${Z}Page,
  ${Z}QueryRequest,
  ${Z}UpdateRequest,
  ZPageParams,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/** ${words}s (\`${name}\`): a store's own; the platform is refused (100406). */
export default async function ${name}Routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ${plural} } = app.deps;
  const tags = ['${name}'];

  app.post(
    '/${name}/query/:page/:pageSize',
    {
      config: { read: true, access: '${kebab}', scope: 'store' },
      schema: {
        tags,
        summary: "A page of the store's ${words}s in sort order, the name containing \`name\`",
        params: ZPageParams,
        body: ${Z}QueryRequest,
        response: { 200: envelope(${Z}Page) },
      },
    },
    async (req) => ok(req, await ${plural}.page(storeOf(req), req.body, req.params)),
  );

  app.post(
    '/${name}/add',
    {
      config: { access: '${kebab}:edit', scope: 'store' },
      schema: {
        tags,
        summary: 'Add a ${words}',
        body: ${Z}AddRequest,
        response: { 200: envelope(${Z}) },
      },
    },
    async (req) => ok(req, await ${plural}.add(storeOf(req), req.body)),
  );

  app.post(
    '/${name}/update/:id',
    {
      config: { access: '${kebab}:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Rename or re-sort one of the store's ${words}s",
        params: ZIdParams,
        body: ${Z}UpdateRequest,
        response: { 200: envelope(${Z}) },
      },
    },
    async (req) => ok(req, await ${plural}.update(storeOf(req), req.params.id, req.body)),
  );

  app.post(
    '/${name}/delete/:id',
    {
      config: { access: '${kebab}:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Delete one of the store's ${words}s (audited)",
        params: ZIdParams,
        response: { 200: envelope(${Z}DeleteResponse) },
      },
    },
    async (req) => ok(req, await ${plural}.delete(caller(req), storeOf(req), req.params.id)),
  );
}
`,

    [`server/src/modules/${name}/factory.fixture.ts`]: `import type { Db } from '../../db/client.js';
import { ${plural} } from '../../db/schema.js';
import { insertOne, type ShopRow, uniqueName } from '../../../test/factories.js';

export type ${pascal}Row = typeof ${plural}.$inferSelect;

/** A ${words} of \`shop\` (name unique to the run). */
export function build${pascal}(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof ${plural}.$inferInsert> = {},
): Promise<${pascal}Row> {
  return insertOne(db, ${plural}, { shopId: shop.id, name: uniqueName('Thing '), ...over });
}
`,

    [`server/src/modules/${name}/walk.fixture.ts`]: `import { ${plural} } from '../../db/schema.js';
import { defineModuleWalk, ownerOnly } from '../../../test/walks.js';
import { build${pascal} } from './factory.fixture.js';

/** ${words}s in the shared walks (server/test/walks.ts): a store's own, the platform refused. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/${name}/query/{page}/{pageSize}', path: '/api/${name}/query/1/10', body: {}, expect: ownerOnly },
    { route: 'POST /api/${name}/add', path: '/api/${name}/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/${name}/update/{id}', path: '/api/${name}/update/999999', body: {}, expect: ownerOnly },
    { route: 'POST /api/${name}/delete/{id}', path: '/api/${name}/delete/999999', expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/${name}/delete/{id}'],
  // The victim's row is neither listed nor changed; an add refused for its body changes nothing.
  async isolation({ db, victim }) {
    const row = await build${pascal}(db, victim.shop);
    return {
      markers: [row.name],
      tables: [${plural}],
      calls: [
        {
          route: 'POST /api/${name}/query/{page}/{pageSize}',
          path: '/api/${name}/query/1/50',
          body: { name: row.name },
          status: 200,
        },
        { route: 'POST /api/${name}/add', path: '/api/${name}/add', body: { name: '' }, status: 400 },
        {
          route: 'POST /api/${name}/update/{id}',
          path: \`/api/${name}/update/\${row.id}\`,
          body: { name: 'Taken over' },
          status: 404,
          code: 100405,
        },
        { route: 'POST /api/${name}/delete/{id}', path: \`/api/${name}/delete/\${row.id}\`, status: 404, code: 100405 },
      ],
    };
  },
});
`,

    [`server/src/modules/${name}/${name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { build${pascal} } from './factory.fixture.js';

/** ${words}s over HTTP: a store lists, adds, edits and deletes its own, and nothing of another store's. */
let s: TestServer;
let token: string;
let shopId: number;

beforeAll(async () => {
  s = await startServer();
  const { shop, owner } = await buildStoreWithOwner(s.db);
  shopId = shop.id;
  token = await s.login(owner.userName, owner.password);
});
afterAll(() => s.close());

describe('${name}', () => {
  it('adds at the end of the list, renames, lists in sort order with a name search, deletes', async () => {
    const a = await s.post('/api/${name}/add', { name: 'Alpha' }, { token });
    expect(a.status, a.text).toBe(200);
    expect(a.body.datas).toMatchObject({ name: 'Alpha', shopId, sort: 0 });
    const b = await s.post('/api/${name}/add', { name: 'Beta' }, { token });
    expect(b.body.datas.sort).toBe(1);
    const renamed = await s.post(\`/api/${name}/update/\${a.body.datas.id}\`, { name: 'Alpha 2', sort: 5 }, { token });
    expect(renamed.body.datas).toMatchObject({ name: 'Alpha 2', sort: 5 });

    const all = await s.post('/api/${name}/query/1/20', {}, { token });
    expect(all.body.datas.list.map((r: { name: string }) => r.name)).toEqual(['Beta', 'Alpha 2']);
    const found = await s.get('/api/${name}/query/1/20?name=pha', { token });
    expect(found.body.datas).toMatchObject({ total: 1, list: [{ name: 'Alpha 2' }] });

    const gone = await s.post(\`/api/${name}/delete/\${a.body.datas.id}\`, undefined, { token });
    expect(gone.body.datas).toEqual({ id: a.body.datas.id });
    const log = await s.post('/api/audit/query/1/20', { action: '${name}.delete' }, { token });
    expect(log.body.datas.total).toBe(1);
  });

  it('refuses an empty or too long name with its field, and changes nothing', async () => {
    for (const name of ['', ' ', 'x'.repeat(65)]) {
      const res = await s.post('/api/${name}/add', { name }, { token });
      expect(res.status).toBe(400);
      expect(res.body.datas.fields).toHaveProperty('name');
    }
    const res = await s.post('/api/${name}/add', { name: 'Sorted', sort: -1 }, { token });
    expect(res.status).toBe(400);
  });

  it("does not find another store's rows", async () => {
    const other = await buildStoreWithOwner(s.db);
    const theirs = await build${pascal}(s.db, other.shop);
    const update = await s.post(\`/api/${name}/update/\${theirs.id}\`, { name: 'Mine' }, { token });
    expect([update.status, update.body.code]).toEqual([404, 100405]);
    const del = await s.post(\`/api/${name}/delete/\${theirs.id}\`, undefined, { token });
    expect([del.status, del.body.code]).toEqual([404, 100405]);
    const list = await s.post('/api/${name}/query/1/200', { name: theirs.name }, { token });
    expect(list.body.datas.total).toBe(0);
  });

  it('refuses the platform (a store keeps its own)', async () => {
    const platform = await loginAs(s, 'platform');
    const res = await s.post('/api/${name}/query/1/20', {}, { token: platform });
    expect([res.status, res.body.code]).toEqual([403, 100406]);
  });
});
`,

    [`web/src/api/${name}.ts`]: `import type {
  ${T},
  ${T}AddRequest,
  ${T}DeleteResponse,
  ${T}Page,
  ${T}QueryRequest,
  ${T}UpdateRequest,
} from '@skin/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

/** Query keys of ${words}s (\`${name}\` resource, /${kebab} screen). */
export const ${name}Keys = createQueryKeys('${plural}');

/** A page of the store's ${words}s, in sort order. */
export const use${pascal}s = (page: number, pageSize: number, query: ${T}QueryRequest) =>
  usePagedList<${T}Page, ${T}QueryRequest>(${name}Keys, '/${name}/query', page, pageSize, query);

const change = { invalidates: [${name}Keys.name] } as const;

export function useSave${pascal}() {
  return useMutation({
    mutationFn: (v: { id?: number; add?: ${T}AddRequest; update?: ${T}UpdateRequest }) =>
      v.id
        ? request<${T}>(\`/${name}/update/\${v.id}\`, { body: v.update, silent: true })
        : request<${T}>('/${name}/add', { body: v.add, silent: true }),
    meta: change,
  });
}

export function useDelete${pascal}() {
  return useMutation({
    mutationFn: (id: number) => request<${T}DeleteResponse>(\`/${name}/delete/\${id}\`, { method: 'POST' }),
    meta: change,
  });
}
`,

    [`web/src/api/${name}.answers.ts`]: `import { ${Z}, ${Z}DeleteResponse, ${Z}Page } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The \`datas\` schema of each ${name} route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/${name}/query/:page/:pageSize', ${Z}Page],
  ['/${name}/add', ${Z}],
  ['/${name}/update/:id', ${Z}],
  ['/${name}/delete/:id', ${Z}DeleteResponse],
] satisfies FakeAnswers;
`,

    [`web/src/pages/${kebab}/index.tsx`]: `import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ${constant}_NAME_MAX, type ${T} } from '@skin/contract';
import { Button, Card, Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/account';
import { useDelete${pascal}, use${pascal}s } from '../../api/${name}';
import { useAccess } from '../../auth/access';
import { useEditDialog } from '../../components/FormDialog';
import { formatTime } from '../../components/format';
import { QueryTable } from '../../components/QueryTable';
import { SearchBox } from '../../components/SearchBox';
import { page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { usePageInRange } from '../../hooks/usePageInRange';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useDevice } from '../../layout/device';
import { ${pascal}Form } from './components/${pascal}Form';
import '../../components/list.css';

interface ListState {
  name: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { name: '', page: 1, pageSize: 20 };
/** \`?name=x&page=2\`: the list in its link. */
const IN_URL: UrlShape<ListState> = { name: text('name', ${constant}_NAME_MAX), page: page(), pageSize: pageSize() };

/** /${kebab}: the store's ${words}s in sort order, searched by name; add, edit and delete with \`${kebab}:edit\`. */
export default function ${pascal}Page() {
  const { t } = useTranslation(['${name}', 'common', 'menu']);
  const confirmDanger = useConfirmDanger();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(\`${plural}:\${me?.id ?? 0}\`, IN_URL, INITIAL);
  const dialog = useEditDialog<${T}>();
  const remove = useDelete${pascal}();
  const list = use${pascal}s(state.page, state.pageSize, { name: state.name || null });
  usePageInRange(list.data, state.page, (page) => setState({ ...state, page }, { replace: true }));
  const mayEdit = can('${kebab}:edit');

  const columns: TableColumnsType<${T}> = [
    { title: t('name'), dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('sort'), dataIndex: 'sort', width: 100 },
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => dialog.openFor(row)}>
            {t('edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() =>
              confirmDanger({
                title: t('deleteTitle', { name: row.name }),
                content: t('deleteBody'),
                okText: t('delete'),
                run: () => remove.mutateAsync(row.id),
                done: t('deleted', { name: row.name }),
              })
            }
          >
            {t('delete')}
          </Button>
        </span>
      ),
    });
  }

  const emptyText = state.name ? (
    <Empty description={t('noMatch')} />
  ) : (
    <Empty description={t('empty')}>
      {mayEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openFor()}>
          {t('add')}
        </Button>
      )}
    </Empty>
  );

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4}>{t('menu:${name}')}</Typography.Title>
      <div className="su-toolbar">
        <div className="su-search">
          <SearchBox
            value={state.name}
            onSearch={(name) => setState({ ...state, name, page: 1 })}
            placeholder={t('search')}
            buttonText={t('searchButton')}
            maxLength={${constant}_NAME_MAX}
          />
        </div>
        {mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openFor()}>
            {t('add')}
          </Button>
        )}
      </div>
      <QueryTable<${T}>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        minWidth={480}
        skeletonRows={4}
        columns={columns}
        locale={{ emptyText }}
        onChange={(p) => setState({ ...state, page: p.current ?? 1, pageSize: p.pageSize ?? state.pageSize })}
      />
      {mayEdit && <${pascal}Form open={dialog.open} row={dialog.record} onClose={dialog.close} />}
    </Card>
  );
}
`,

    [`web/src/pages/${kebab}/components/${pascal}Form.tsx`]: `import { ${constant}_NAME_MAX, ${constant}_SORT_MAX, type ${T} } from '@skin/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSave${pascal} } from '../../../api/${name}';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { SortOrderField, sortOrNull } from '../../../components/SortOrderField';

interface Values {
  name: string;
  sort?: number | null;
}

const FORM_FIELDS = ['name', 'sort'];

/** Add a ${words}, or rename / re-sort one. */
export function ${pascal}Form({ open, row, onClose }: { open: boolean; row?: ${T}; onClose: () => void }) {
  const { t } = useTranslation(['${name}', 'common']);
  const { message } = useFeedback();
  const save = useSave${pascal}();

  return (
    <FormDialog<Values>
      open={open}
      recordKey={row?.id}
      title={row ? t('editTitle') : t('addTitle')}
      name={row ? '${kebab}-edit' : '${kebab}-add'}
      width={480}
      initialValues={row ? { name: row.name, sort: row.sort } : {}}
      fields={FORM_FIELDS}
      onClose={onClose}
      onSubmit={async (values) => {
        const name = values.name.trim();
        const sort = sortOrNull(values.sort);
        if (row) await save.mutateAsync({ id: row.id, update: { name, sort } });
        else await save.mutateAsync({ add: { name, sort } });
        message.success(row ? t('saved', { name }) : t('added', { name }));
      }}
    >
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
        <Input maxLength={${constant}_NAME_MAX} showCount autoComplete="off" />
      </Form.Item>
      <SortOrderField label={t('sort')} hint={t('sortHint')} placeholder={t('sortPlaceholder')} max={${constant}_SORT_MAX} />
    </FormDialog>
  );
}
`,

    [`web/src/pages/${kebab}/texts.ts`]: textsFile(n),

    [`web/src/pages/${kebab}/${kebab}.test.tsx`]: `import type { AccessCode, ${T} } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInPerTest } from '../../test/fake-api';
import { button, findButton, openDialog, page, rowOf, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import ${pascal}Page from '.';

const thing = (over: Partial<${T}>): ${T} => ({
  id: 1,
  shopId: 3,
  name: 'Alpha',
  sort: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});
const ROWS = [thing({}), thing({ id: 2, name: 'Beta', sort: 1 })];

function serve(rows = ROWS) {
  return fakeApi({
    '/${name}/query/:page/:pageSize': { list: rows, total: rows.length, page: 1, pageSize: 20 },
    '/${name}/add': (body) => thing({ id: 3, name: String(body.name) }),
  });
}

const EDIT: AccessCode[] = ['${kebab}', '${kebab}:edit'];
const open = (access: AccessCode[] = EDIT) =>
  renderWithProviders(<${pascal}Page />, { path: '/${kebab}', user: buildUser({ access }) });

signedInPerTest();

describe('/${kebab}', () => {
  it('lists the rows and searches them by name', async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(rowOf('Beta')).toBeTruthy();
    expect(bodies['/${name}/query/1/20']?.[0]).toEqual({ name: null });
  });

  it('adds a row through the form dialog', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Alpha');
    await user.click(button(page(), 'Add ${n.words}'));
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Gamma');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/${name}/add']?.[0]).toEqual({ name: 'Gamma', sort: null }));
  });

  it('offers no change without the edit code', async () => {
    serve();
    open(['${kebab}']);
    await screen.findByText('Alpha');
    expect(findButton(page(), 'Add ${n.words}')).toBeNull();
    expect(findButton(page(), 'Edit')).toBeNull();
  });
});
`,
  };
}

/** The screen's texts in seven languages: a skeleton's words, to be replaced by the resource's own. */
function textsFile(n) {
  const w = n.words;
  const W = w[0].toUpperCase() + w.slice(1);
  const en = {
    menu: `${W}s`,
    codes: { [n.snake]: `View ${w}s`, [`${n.snake}_edit`]: `Edit ${w}s` },
    screen: {
      name: 'Name',
      sort: 'Sort order',
      sortHint: 'Smaller numbers come first; empty puts it at the end.',
      sortPlaceholder: 'At the end',
      createdAt: 'Created',
      search: 'Name',
      searchButton: 'Search',
      add: `Add ${w}`,
      addTitle: `Add ${w}`,
      editTitle: `Edit ${w}`,
      edit: 'Edit',
      delete: 'Delete',
      deleteTitle: 'Delete {{name}}?',
      deleteBody: 'This cannot be undone.',
      deleted: '{{name}} deleted',
      added: '{{name}} added',
      saved: '{{name}} saved',
      nameRequired: 'Enter a name',
      empty: `No ${w}s yet`,
      noMatch: `No ${w}s match the search`,
      loadFailed: `The ${w}s could not be loaded`,
    },
  };
  // The words around the resource's name, per language; `{w}` is the name in English until it is translated.
  const other = {
    'zh-CN': [
      '名称',
      '排序',
      '数字越小越靠前；留空排在最后。',
      '排在最后',
      '创建时间',
      '名称',
      '搜索',
      '添加',
      '编辑',
      '删除',
      '删除 {{name}}？',
      '已删除 {{name}}',
      '已添加 {{name}}',
      '已保存 {{name}}',
      '请输入名称',
      '暂无',
      '没有符合搜索的',
      '无法加载',
      '查看',
      '编辑',
      '此操作无法撤销。',
    ],
    'ja-JP': [
      '名前',
      '並び順',
      '小さい数字が先です。空欄は最後になります。',
      '最後',
      '作成日時',
      '名前',
      '検索',
      '追加',
      '編集',
      '削除',
      '{{name}} を削除しますか？',
      '{{name}} を削除しました',
      '{{name}} を追加しました',
      '{{name}} を保存しました',
      '名前を入力してください',
      'まだありません',
      '検索に一致するものはありません',
      '読み込めませんでした',
      '表示',
      '編集',
      'この操作は元に戻せません。',
    ],
    'es-ES': [
      'Nombre',
      'Orden',
      'Los números menores van primero; vacío lo pone al final.',
      'Al final',
      'Creado',
      'Nombre',
      'Buscar',
      'Añadir',
      'Editar',
      'Eliminar',
      '¿Eliminar {{name}}?',
      '{{name}} eliminado',
      '{{name}} añadido',
      '{{name}} guardado',
      'Escriba un nombre',
      'Todavía no hay',
      'Nada coincide con la búsqueda',
      'No se pudo cargar',
      'Ver',
      'Editar',
      'No se puede deshacer.',
    ],
    'id-ID': [
      'Nama',
      'Urutan',
      'Angka lebih kecil tampil lebih dulu; kosong berarti di akhir.',
      'Di akhir',
      'Dibuat',
      'Nama',
      'Cari',
      'Tambah',
      'Ubah',
      'Hapus',
      'Hapus {{name}}?',
      '{{name}} dihapus',
      '{{name}} ditambahkan',
      '{{name}} disimpan',
      'Masukkan nama',
      'Belum ada',
      'Tidak ada yang cocok dengan pencarian',
      'Tidak dapat dimuat',
      'Lihat',
      'Ubah',
      'Tindakan ini tidak dapat dibatalkan.',
    ],
    'th-TH': [
      'ชื่อ',
      'ลำดับ',
      'ตัวเลขน้อยอยู่ก่อน เว้นว่างไว้จะอยู่ท้ายสุด',
      'ท้ายสุด',
      'สร้างเมื่อ',
      'ชื่อ',
      'ค้นหา',
      'เพิ่ม',
      'แก้ไข',
      'ลบ',
      'ลบ {{name}} ใช่ไหม',
      'ลบ {{name}} แล้ว',
      'เพิ่ม {{name}} แล้ว',
      'บันทึก {{name}} แล้ว',
      'กรอกชื่อ',
      'ยังไม่มี',
      'ไม่มีรายการที่ตรงกับการค้นหา',
      'โหลดไม่สำเร็จ',
      'ดู',
      'แก้ไข',
      'การกระทำนี้ย้อนกลับไม่ได้',
    ],
    'vi-VN': [
      'Tên',
      'Thứ tự',
      'Số nhỏ hơn đứng trước; để trống sẽ xếp cuối.',
      'Ở cuối',
      'Ngày tạo',
      'Tên',
      'Tìm',
      'Thêm',
      'Sửa',
      'Xóa',
      'Xóa {{name}}?',
      'Đã xóa {{name}}',
      'Đã thêm {{name}}',
      'Đã lưu {{name}}',
      'Nhập tên',
      'Chưa có',
      'Không có kết quả phù hợp',
      'Không tải được',
      'Xem',
      'Sửa',
      'Không thể hoàn tác thao tác này.',
    ],
  };
  const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const block = (t, indent) => {
    const pad = ' '.repeat(indent);
    const lines = [`${pad}menu: ${q(t.menu)},`, `${pad}codes: {`];
    for (const [k, v] of Object.entries(t.codes)) lines.push(`${pad}  ${k}: ${q(v)},`);
    lines.push(`${pad}},`, `${pad}screen: {`);
    for (const [k, v] of Object.entries(t.screen)) lines.push(`${pad}  ${k}: ${q(v)},`);
    lines.push(`${pad}},`);
    return lines.join('\n');
  };
  const langs = LANGS.map((lang) => {
    const [
      name,
      sort,
      sortHint,
      atEnd,
      created,
      search,
      searchButton,
      add,
      edit,
      del,
      deleteTitle,
      deleted,
      added,
      saved,
      nameRequired,
      none,
      noMatch,
      loadFailed,
      view,
      editCode,
      deleteBody,
    ] = other[lang];
    const t = {
      menu: W,
      codes: { [n.snake]: `${view}: ${W}`, [`${n.snake}_edit`]: `${editCode}: ${W}` },
      screen: {
        name,
        sort,
        sortHint,
        sortPlaceholder: atEnd,
        createdAt: created,
        search,
        searchButton,
        add: `${add}: ${W}`,
        addTitle: `${add}: ${W}`,
        editTitle: `${edit}: ${W}`,
        edit,
        delete: del,
        deleteTitle,
        deleteBody,
        deleted,
        added,
        saved,
        nameRequired,
        empty: `${none}: ${W}`,
        noMatch,
        loadFailed,
      },
    };
    return `  '${lang}': {\n${block(t, 4)}\n  },`;
  });
  return `import { defineScreenTexts } from '../../i18n/screen-texts';

/**
 * The /${n.kebab} screen's texts: its menu title, the names of its access codes (staff access picker) and its own
 * area (\`t('${n.name}:...')\`). Generated: the resource's name is still in English in the other languages.
 */
const en = {
${block(en, 2)}
};

export default defineScreenTexts('${n.name}', {
  'en-US': en,
${langs.join('\n')}
});

declare module '../../i18n/resources' {
  interface LocaleResources {
    ${n.name}: typeof en.screen;
  }
  interface ScreenMenuTitles {
    ${n.name}: string;
  }
}
`;
}

// --- the shared lists it registers in ---------------------------------------------------------------------------

/** [path, edit(text) -> text] for every shared file that lists every resource. */
function registrationsOf(n) {
  const { name, plural, kebab, table } = n;
  /** Inserts `add` before the first match of `before` (a string or RegExp), or throws naming the file. */
  const insertBefore = (file, text, before, add) => {
    const at = typeof before === 'string' ? text.indexOf(before) : text.search(before);
    if (at < 0) throw new Error(`${file}: cannot find where to register (${before})`);
    return text.slice(0, at) + add + text.slice(at);
  };
  return [
    ['contract/src/index.ts', (t) => `${t.trimEnd()}\nexport * from './schemas/${name}.js';\n`],
    [
      'contract/src/access.ts',
      (t) => {
        const codes = `  '${kebab}',\n  '${kebab}:edit',\n`;
        t = insertBefore('contract/src/access.ts', t, /\n\] as const;\nexport type AccessCode/, `\n${codes.trimEnd()}`);
        // The content group.
        t = t.replace(/(\n {2}content: \[\n(?: {4}'[^']+',\n)+)/, `$1    '${kebab}',\n    '${kebab}:edit',\n`);
        if (!t.includes(`    '${kebab}:edit',\n  ],\n  business`))
          throw new Error('contract/src/access.ts: no content group');
        // A store's own rows: the platform neither sees the screen nor changes them.
        return insertBefore('contract/src/access.ts', t, "  'staff',\n];", codes);
      },
    ],
    [
      'server/src/db/schema.ts',
      (t) => `${t.trimEnd()}

/** ${n.words}s: a store's own, a name and a sort order (\`${name}\`). */
export const ${plural} = pgTable(
  '${table}',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('${table}_shop_idx').on(t.shopId, t.sort, t.id)],
);
`,
    ],
    [
      'server/src/modules/index.ts',
      (t) => {
        t = insertBefore('server/src/modules/index.ts', t, '\n/**', `import ${name} from './${name}/index.js';\n`);
        return insertBefore('server/src/modules/index.ts', t, /\n\] as const;/, `\n  ${name},`);
      },
    ],
    [
      'web/src/app/routes.tsx',
      (t) =>
        insertBefore(
          'web/src/app/routes.tsx',
          t,
          '\n\n  // main layout: error pages',
          `\n  { path: '/${kebab}', title: '${name}', layout: 'main', access: ['${kebab}'], menu: { icon: 'Profile' }, page: lazyPage(() => import('../pages/${kebab}')) },`,
        ),
    ],
  ];
}

// --- running it -------------------------------------------------------------------------------------------------

function main(argv) {
  const flag = (f) => argv.includes(f);
  const rootAt = argv.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? argv[rootAt + 1] : path.join(import.meta.dirname, '..'));
  const args = argv.filter((a, i) => !a.startsWith('--') && !(rootAt >= 0 && i === rootAt + 1));
  if (args.length > 1) {
    console.error(`new-resource: one name at a time (${args.join(', ')})\n${USAGE}`);
    return 2;
  }
  const name = args[0];
  const dry = flag('--dry-run');
  const why = refusal(root, name);
  if (why) {
    console.error(`new-resource: ${why}\n${USAGE}`);
    return 2;
  }
  const n = namesOf(name);
  const files = filesOf(n);
  const edits = registrationsOf(n);
  // Every edit is worked out before anything is written, so a file that cannot be registered in changes nothing.
  const edited = edits.map(([file, edit]) => [file, edit(fs.readFileSync(path.join(root, file), 'utf8'))]);
  const migration = !flag('--no-migration');
  console.log(`${dry ? 'would write' : 'writes'} ${Object.keys(files).length} files:`);
  for (const file of Object.keys(files)) console.log(`  + ${file}`);
  console.log(`${dry ? 'would register' : 'registers'} in ${edited.length} shared files:`);
  for (const [file] of edited) console.log(`  ~ ${file}`);
  if (migration) console.log(`  + server/drizzle/NNNN_${n.table}.sql and server/drizzle/meta/ (drizzle-kit generate)`);
  if (dry) return 0;

  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  for (const [file, text] of edited) fs.writeFileSync(path.join(root, file), text);
  const run = (cmd, cmdArgs, cwd = root) => {
    const res = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
  };
  if (migration) run('npx', ['--no-install', 'drizzle-kit', 'generate', '--name', n.table], path.join(root, 'server'));
  const written = [...Object.keys(files), ...edited.map(([f]) => f)];
  if (!flag('--no-format')) run('npx', ['--no-install', 'biome', 'check', '--write', ...written]);
  console.log(`
${name}: done. Next:
  1. the fields and rules: contract/src/schemas/${name}.ts, server/src/db/schema.ts (then
     \`npm run db:generate -w server -- --name ${n.table}\` again after deleting the generated migration, or a new one),
     server/src/modules/${name}/{repository,service}.ts, the form and the list in web/src/pages/${n.kebab}/;
  2. the words: web/src/pages/${n.kebab}/texts.ts (the other languages still name it in English);
  3. the tests: server/src/modules/${name}/${name}.test.ts, walk.fixture.ts, web/src/pages/${n.kebab}/${n.kebab}.test.tsx;
  4. npm test -- lint typecheck unit api-pglite`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
