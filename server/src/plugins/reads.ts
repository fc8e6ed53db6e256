import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The JSON reading of a query value (`3`, `true`, `null`, `[1,2]`, `{"a":1}`), or undefined when it has none. */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) {
    const each = value.map(asJson);
    return each.includes(undefined) ? undefined : each;
  }
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const issueKeys = (error: z.ZodError) =>
  new Set(error.issues.map((i) => i.path[0]).filter((k): k is string => typeof k === 'string'));

/**
 * A body schema read from a query string, where every value arrives as text: a value is taken as sent when
 * its field accepts it, else as JSON when that reading fits (`typeId=3`, `permanent=true`, `userIds=[1,2]`;
 * a repeated key gives a list). What fits neither way is refused by the schema as it would be in a body.
 */
export function fromQuery<T extends z.ZodType>(body: T) {
  return z.preprocess((query) => {
    if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
    let out: Record<string, unknown> = { ...(query as Record<string, unknown>) };
    const first = body.safeParse(out);
    if (first.success) return out;
    for (const key of issueKeys(first.error)) {
      if (!(key in out)) continue;
      const json = asJson(out[key]);
      if (json === undefined) continue;
      const tried = { ...out, [key]: json };
      const check = body.safeParse(tried);
      if (check.success || !issueKeys(check.error).has(key)) out = tried;
    }
    return out;
  }, body);
}

/** A read without a body: its GET form takes no query fields (unknown ones are dropped). */
const NO_FIELDS = z.object({});

/**
 * Reads answer GET (DESIGN.md section 3; SPEC section 7: "POST when a body is given, otherwise GET"): every POST
 * route declaring `config.read` is registered a second time as GET at the same path, with the same checks
 * (scope, access codes, limits), its body schema as the query string's and the validated query handed to the
 * handler as its body. The store a platform read names is then `?shopId=` (plugins/auth.ts). GET answers are
 * not stored by caches (`cache-control: no-store`; a download may say the same).
 */
export default fp(async function reads(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!route.config?.read || route.method !== 'POST') return;
    const {
      method: _m,
      url: _u,
      path: _p,
      routePath,
      prefix: _x,
      schema,
      handler,
      ...rest
    } = route as RouteOptions & {
      path?: string;
      routePath: string;
      prefix?: string;
    };
    const { body, ...others } = (schema ?? {}) as FastifySchema;
    this.route({
      ...rest,
      method: 'GET',
      url: routePath,
      schema: { ...others, querystring: body ? fromQuery(body as z.ZodType) : NO_FIELDS },
      handler(req, reply) {
        req.body = req.query;
        reply.header('cache-control', 'no-store');
        return handler.call(this, req, reply);
      },
    });
  });
});
