import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import {
  ErrorCode,
  type ErrorDef,
  translate,
  ZAdInfo,
  ZAdInfoList,
  ZAdInfoPage,
  ZAppUser,
  ZAppUserQueryResponse,
  ZAppUserStatus,
  ZAppUserType,
  ZAuditEntry,
  ZAuditQueryResponse,
  ZCloudInfo,
  ZComplainInfo,
  ZComplainInfoPage,
  ZComplainType,
  ZComplainTypePage,
  ZCurrency,
  ZCurrentUser,
  ZDataOverview,
  ZEmpty,
  ZErrorEnvelope,
  ZFilePutResponse,
  ZOrder,
  ZOrderDetail,
  ZOrderItem,
  ZOrderPage,
  ZOrderPayResponse,
  ZOrderStatus,
  ZOrderType,
  ZPayMethod,
  ZPayStatus,
  ZPresignResponse,
  ZPriceRow,
  ZPricesResponse,
  ZProduct,
  ZProductPage,
  ZProductSymptom,
  ZProductType,
  ZProductTypeList,
  ZShopDevice,
  ZShopDeviceQueryResponse,
  ZShopInfo,
  ZShopListItem,
  ZShopQueryResponse,
  ZShopStatus,
  ZStaff,
  ZStaffQueryResponse,
  ZSymptomChoice,
  ZSymptomChoiceList,
  ZSymptomDesc,
  ZSymptomDescList,
  ZSymptomLabel,
  ZSymptomLabelDegree,
  ZSymptomLabelDegreeList,
  ZSymptomLabelList,
  ZSymptomLabelPage,
  ZSymptomRef,
  ZTreatmentCase,
  ZTreatmentCasePage,
  ZUploadCredential,
  zFormFile,
} from '@skin/contract';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppAccess } from './http.js';
import { type RouteConfig, routeConfigOf } from './route-config.js';
import { readsNamedStore, type Scope } from './scope.js';

/**
 * The API document (GET {prefix}/openapi.json), built from the routes' zod schemas by @fastify/swagger with the
 * conventions below, so that every route, present and future, gets them from its declaration alone:
 *
 * - `operationId`: the method and the path (`POST /api/user/query/{page}/{pageSize}` is
 *   `postUserQueryByPageAndPageSize`; the GET form of a read is `get...`); two routes mapping to one id fail the build;
 * - `security`: the bearer token on routes that need a sign-in (a `config.scope`), `[]` on the others
 *   (`config.public`, and routes outside the API prefix, which the auth plugin does not guard);
 * - error responses from the route's config (CONTRIBUTING.md, "The API document"), each the error envelope with the
 *   codes it can carry, and a `default` for the resource's own catalogue codes;
 * - request media types: JSON; also form fields (`application/x-www-form-urlencoded`, parsed for every route) when
 *   the body is flat text fields or anything; `multipart/form-data` when the schema declares `multipart`;
 * - shared schemas in `components` (COMPONENT_SCHEMAS), answers referring to them.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route reads a multipart form (`readMultipart`): its text fields, and `file` (`zFormFile`) for the file part.
     * Documentation only; the route checks the fields itself.
     */
    multipart?: z.ZodObject;
  }
}

type Json = Record<string, unknown>;

/**
 * The schemas the document shows once, in `components/schemas`, under these names: the error envelope, and the
 * rows, pages, lists and values several answers share. Answers refer to them wherever they occur; a schema not
 * listed is written out where it is used. Kept apart from zod's global registry, which the production serializer
 * reads (lib/serializer.ts).
 */
const COMPONENT_SCHEMAS: Record<string, z.ZodType> = {
  ErrorEnvelope: ZErrorEnvelope,
  Empty: ZEmpty,
  AdInfo: ZAdInfo,
  AdInfoList: ZAdInfoList,
  AdInfoPage: ZAdInfoPage,
  AppUser: ZAppUser,
  AppUserPage: ZAppUserQueryResponse,
  AppUserStatus: ZAppUserStatus,
  AppUserType: ZAppUserType,
  AuditEntry: ZAuditEntry,
  AuditPage: ZAuditQueryResponse,
  CloudInfo: ZCloudInfo,
  ComplainInfo: ZComplainInfo,
  ComplainInfoPage: ZComplainInfoPage,
  ComplainType: ZComplainType,
  ComplainTypePage: ZComplainTypePage,
  Currency: ZCurrency,
  CurrentUser: ZCurrentUser,
  DataOverview: ZDataOverview,
  FilePutResponse: ZFilePutResponse,
  Order: ZOrder,
  OrderDetail: ZOrderDetail,
  OrderItem: ZOrderItem,
  OrderPage: ZOrderPage,
  OrderPayResponse: ZOrderPayResponse,
  OrderStatus: ZOrderStatus,
  OrderType: ZOrderType,
  PayMethod: ZPayMethod,
  PayStatus: ZPayStatus,
  PresignResponse: ZPresignResponse,
  PriceRow: ZPriceRow,
  PricesResponse: ZPricesResponse,
  Product: ZProduct,
  ProductPage: ZProductPage,
  ProductSymptom: ZProductSymptom,
  ProductType: ZProductType,
  ProductTypeList: ZProductTypeList,
  ShopDevice: ZShopDevice,
  ShopDevicePage: ZShopDeviceQueryResponse,
  ShopInfo: ZShopInfo,
  ShopListItem: ZShopListItem,
  ShopPage: ZShopQueryResponse,
  ShopStatus: ZShopStatus,
  Staff: ZStaff,
  StaffPage: ZStaffQueryResponse,
  SymptomChoice: ZSymptomChoice,
  SymptomChoiceList: ZSymptomChoiceList,
  SymptomDesc: ZSymptomDesc,
  SymptomDescList: ZSymptomDescList,
  SymptomLabel: ZSymptomLabel,
  SymptomLabelDegree: ZSymptomLabelDegree,
  SymptomLabelDegreeList: ZSymptomLabelDegreeList,
  SymptomLabelList: ZSymptomLabelList,
  SymptomLabelPage: ZSymptomLabelPage,
  SymptomRef: ZSymptomRef,
  TreatmentCase: ZTreatmentCase,
  TreatmentCasePage: ZTreatmentCasePage,
  UploadCredential: ZUploadCredential,
};
const COMPONENTS = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS))
  COMPONENTS.add(schema, { ...z.globalRegistry.get(schema), id });

const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };

/** `post` + `UserQuery` + `ByPageAndPageSize`: the path's words in order, its parameters as `By...And...`. */
export function operationIdOf(method: string, url: string, prefix: string): string {
  const path = url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  let id = method.toLowerCase();
  let inParams = false;
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
    const word = param ? (param[1] ?? param[2])! : segment;
    const words = word
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(cap)
      .join('');
    id += param ? `${inParams ? 'And' : 'By'}${words}` : words;
    inParams = !!param;
  }
  return id;
}

/** A path parameter naming a row (`id`, `userId`, `orderNo`): an unknown one, or another store's, is a 404. */
const ROW_PARAM = /^(id|\w+Id|\w+No)$/;

/** Whether a route needs a signed-in caller: the auth plugin asks every API route without `public` for a `scope`. */
const signedIn = (cfg: RouteConfig | undefined): cfg is RouteConfig & { scope: Scope } =>
  !cfg?.public && cfg?.scope !== undefined;

/** Whether a route is one of the analysis app's (`config.app`): an app token, never a console one. */
const appRoute = (cfg: RouteConfig | undefined): cfg is RouteConfig & { app: AppAccess } =>
  !cfg?.public && cfg?.app !== undefined;

/** The rules of who may use the analysis app (modules/app/rules.ts), checked at its sign-in and on its calls. */
const APP_RULES: readonly ErrorDef[] = [
  ErrorCode.APP_SIGNIN_CLOSED,
  ErrorCode.APP_STORE_INVALID,
  ErrorCode.APP_DEVICE_UNKNOWN,
  ErrorCode.APP_ACCOUNT_DISABLED,
  ErrorCode.APP_ACCOUNT_EXPIRED,
  ErrorCode.APP_DEVICE_MISMATCH,
  ErrorCode.APP_VIEWER_CLOUD_EXPIRED,
];

/** The error codes a route can answer because of what it declares (and the input every route checks). */
export function declaredErrors(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): ErrorDef[] {
  const cfg = routeConfigOf(route);
  const method = String(route.method).toUpperCase();
  const errors: ErrorDef[] = [ErrorCode.BAD_REQUEST];
  if (method !== 'GET' && method !== 'HEAD') {
    errors.push(ErrorCode.MALFORMED_BODY, ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_MEDIA);
  }
  if (appRoute(cfg)) {
    errors.push(ErrorCode.LOGIN_EXPIRED, ErrorCode.APP_TOKEN_REQUIRED);
    if (cfg.app !== 'session') errors.push(...APP_RULES);
    if (cfg.app === 'write') errors.push(ErrorCode.APP_CLOUD_READ_ONLY);
  }
  if (cfg.signIn === 'app') errors.push(ErrorCode.WRONG_CREDENTIALS, ErrorCode.APP_LOGIN_LOCKED, ...APP_RULES);
  if (signedIn(cfg)) {
    errors.push(ErrorCode.LOGIN_EXPIRED, ErrorCode.CONSOLE_TOKEN_REQUIRED);
    if (cfg.access || cfg.scope === 'store-owner') errors.push(ErrorCode.FORBIDDEN);
    if (cfg.scope === 'store' || cfg.scope === 'store-owner') errors.push(ErrorCode.PLATFORM_NOT_ALLOWED);
    if (cfg.scope === 'platform') errors.push(ErrorCode.STORE_NOT_ALLOWED);
  }
  const rowInPath = [...route.url.matchAll(/[:{](\w+)/g)].some((m) => ROW_PARAM.test(m[1]!));
  if (rowInPath || (signedIn(cfg) && readsNamedStore(cfg.scope))) errors.push(ErrorCode.NOT_FOUND);
  if (cfg.addressLimit) errors.push(ErrorCode.ADDRESS_LIMITED);
  return errors;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed',
  404: 'Not found',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

const NOTES: Partial<Record<number, string>> = {
  [ErrorCode.BAD_REQUEST.code]: '`datas.fields` names each field and what is wrong with it',
  [ErrorCode.NOT_FOUND.code]: "a row named in the path or a `shopId` that is not the caller's store",
};

const message = (def: ErrorDef) => translate('en-US', def.key).replace(/\{\w+\}/g, 'N');

/** The error responses of a route: by status, the error envelope and the codes it carries. */
function errorResponses(defs: readonly ErrorDef[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorDef[]>();
  for (const def of defs) byStatus.set(def.status, [...(byStatus.get(def.status) ?? []), def]);
  const responses: Record<string, Json> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = list.map((d) => `${d.code} (${message(d)}${NOTES[d.code] ? `: ${NOTES[d.code]}` : ''})`);
    responses[status] = {
      description: `${STATUS_TEXT[status] ?? 'Refused'}. \`code\`: ${codes.join('; ')}; or a code of this status of the resource's own (contract/src/errors.ts).`,
      ...(status === 429 && {
        headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' } },
      }),
      content: { 'application/json': { schema: ERROR_ENVELOPE } },
    };
  }
  responses.default = {
    description:
      'Any other refusal or failure: the error envelope with a catalogue code (contract/src/errors.ts) and its truthful HTTP status (404 a row not found, 409 a conflict with the current state, 502 a provider that failed, 500 a fault of ours).',
    content: { 'application/json': { schema: ERROR_ENVELOPE } },
  };
  return responses;
}

/** Form fields carry text only: a body of flat text fields, or one that takes anything, can be sent as a form. */
function takesFormFields(schema: Json): boolean {
  if (Object.keys(schema).length === 0) return true;
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return false;
  return Object.values(schema.properties as Record<string, Json>).every(
    (p) => p.type === 'string' || (Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')),
  );
}

/** Where @fastify/swagger takes a response's description from, when the response is given as a schema. */
const RESPONSE_DESCRIPTION = 'x-response-description';

const FILE_PART = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

/**
 * The `transform` of @fastify/swagger: the zod schemas become JSON Schema (answers referring to the contract's
 * schemas in `components`; parameters and bodies inline, as parameters cannot be references), then the
 * conventions above are added.
 */
function openApiTransform(prefix: string): SwaggerTransform {
  const withComponents = createJsonSchemaTransform({ schemaRegistry: COMPONENTS });
  const inline = createJsonSchemaTransform({ schemaRegistry: z.registry<{ id: string }>() });
  const seen = new WeakMap<object, Map<string, string>>();
  return (document) => {
    const { schema, url, route } = document;
    const openapiObject = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
    if (!schema || schema.hide) return withComponents(document);
    const { response, multipart, produces, consumes: _c, ...input } = schema;
    const answers = withComponents({ ...document, schema: { response } }).schema as Json;
    const out = inline({ ...document, schema: input }).schema as Json;
    const method = String(route.method);

    const operationId = operationIdOf(method, url, prefix);
    const ids = seen.get(openapiObject) ?? new Map<string, string>();
    seen.set(openapiObject, ids);
    const taken = ids.get(operationId);
    if (taken && taken !== `${method} ${url}`) throw new Error(`${taken} and ${method} ${url} are both ${operationId}`);
    ids.set(operationId, `${method} ${url}`);

    const content: Record<string, { schema: Json }> = {};
    if (out.body) {
      const body = out.body as Json;
      content['application/json'] = { schema: body };
      if (takesFormFields(body)) content['application/x-www-form-urlencoded'] = { schema: body };
    }
    if (multipart) {
      const fields = inline({ ...document, schema: { body: multipart } }).schema as { body: Json };
      const properties = { ...(fields.body.properties as Json) };
      for (const [name, field] of Object.entries(multipart.shape))
        if (field === zFormFile) properties[name] = FILE_PART;
      content['multipart/form-data'] = { schema: { ...fields.body, properties } };
    }
    // No answer schema: a download (`produces`), or what a gateway or a browser expects (a text, a page, a redirect).
    const ok =
      (answers.response as Json | undefined)?.['200'] ??
      (produces?.length
        ? {
            description: 'The file',
            content: Object.fromEntries(produces.map((type) => [type, { schema: FILE_PART }])),
          }
        : { type: 'null', description: 'Default Response' });

    const declared = { ...(answers.response as Record<string, Json> | undefined) };
    const json = declared['200'];
    if (json && !json.content) {
      const envelope = (json.properties as Json | undefined)?.datas !== undefined;
      declared['200'] = {
        ...json,
        [RESPONSE_DESCRIPTION]: envelope ? 'Success: `code` 200, the answer in `datas`' : 'Success',
      };
    }

    return {
      url,
      schema: {
        ...out,
        operationId,
        ...(Object.keys(content).length && { body: { content } }),
        ...security(routeConfigOf(route)),
        response: { ...errorResponses(declaredErrors(route)), 200: ok, ...declared },
      },
    };
  };
}

/** A console route's bearer token (the document's default), the app's token on its routes, none on the others. */
function security(cfg: RouteConfig | undefined) {
  if (appRoute(cfg)) return { security: [{ appBearer: [] }] };
  return signedIn(cfg) ? {} : { security: [] };
}

/** Every path and component a JSON value refers to. */
function refsIn(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.add(v.replace('#/components/schemas/', ''));
      else refsIn(v, into);
    }
  }
}

/** The `transformObject` of @fastify/swagger: the contract's schemas in `components`, only those the document uses. */
function openApiTransformObject(): SwaggerTransformObject {
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: COMPONENTS });
  return (document) => {
    const doc = withComponents(document) as Json & { paths: Json; components: { schemas: Record<string, Json> } };
    const all = doc.components.schemas;
    const used = new Set<string>();
    refsIn(doc.paths, used);
    for (let grew = true; grew; ) {
      grew = false;
      for (const name of [...used]) {
        const before = used.size;
        refsIn(all[name], used);
        grew ||= used.size > before;
      }
    }
    const schemas = Object.fromEntries(
      Object.keys(all)
        .filter((name) => used.has(name))
        .sort()
        .map((name) => [name, all[name]!]),
    );
    return { ...doc, components: { ...doc.components, schemas } } as ReturnType<typeof withComponents>;
  };
}

/** The @fastify/swagger options of the API under `prefix`. */
export function openApiOptions(prefix: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Skin-analysis store console API', version: '0.1.0' },
      // Relative to where the document is served: the paths carry the API prefix.
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        {
          name: 'app',
          description:
            "The analysis app's API (/api/app/v1, docs/app-api.md): sign-in on a store's device, the rules of who may use the app, the content feed, analyses and customers",
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A console token (`POST /api/login`)' },
          appBearer: {
            type: 'http',
            scheme: 'bearer',
            description: "An app token (`POST /api/app/v1/login`): the analysis app's routes (tag `app`) only",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform(prefix),
    transformObject: openApiTransformObject(),
  };
}
