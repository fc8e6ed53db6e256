import { ErrorCode, type ErrorDef, isMessageKey, translate } from '@skin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isConcurrencyFailure, loggableError } from '../lib/errors.js';

function send(_req: FastifyRequest, reply: FastifyReply, def: ErrorDef, message: string, datas: unknown = null) {
  return reply.code(def.status).send({ code: def.code, message, datas });
}

/** Turns a zod issue into a translated sentence. */
function issueText(req: FastifyRequest, issue: { message: string; keyword: string }): string {
  if (isMessageKey(issue.message)) return translate(req.lang, issue.message);
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message))
    return translate(req.lang, 'required');
  return translate(req.lang, 'invalidValue');
}

/** One error handler: every failure leaves as the `{ code, message, datas }` envelope with a truthful status. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const message = translate(req.lang, err.def.key, err.params);
      const fields = err.fields
        ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translate(req.lang, v)]))
        : undefined;
      if (err.def.status >= 500) req.log.error({ err: loggableError(err) }, 'request failed');
      if (err.def.status === 429) {
        const minutes = Number(err.params?.minutes);
        reply.header('retry-after', String(err.retryAfter ?? (minutes > 0 ? minutes * 60 : 60)));
      }
      return send(req, reply, err.def, message, fields ? { fields } : (err.datas ?? null));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        fields[field] ??= issueText(req, issue as unknown as { message: string; keyword: string });
      }
      const message = Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ');
      return send(req, reply, ErrorCode.BAD_REQUEST, message, { fields });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(req, reply, ErrorCode.MALFORMED_BODY, translate(req.lang, 'malformedBody'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(req, reply, ErrorCode.PAYLOAD_TOO_LARGE, translate(req.lang, 'payloadTooLarge'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_TYPE':
        return send(req, reply, ErrorCode.UNSUPPORTED_MEDIA, translate(req.lang, 'unsupportedMedia'));
      case 'FST_ERR_RATE_LIMIT_EXCEEDED':
        reply.header('retry-after', '60');
        return send(req, reply, ErrorCode.TOO_MANY_REQUESTS, translate(req.lang, 'tooManyRequests'));
    }
    if (err instanceof SyntaxError || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
      // Other client faults Fastify raises (bad URL encoding, bad multipart...).
      if (err.statusCode === 413)
        return send(req, reply, ErrorCode.PAYLOAD_TOO_LARGE, translate(req.lang, 'payloadTooLarge'));
      return send(req, reply, ErrorCode.BAD_REQUEST, translate(req.lang, 'badRequest'));
    }
    if (isConcurrencyFailure(err)) {
      // A transaction that lost to a concurrent one, after its own tries (lib/sql.ts): rolled back whole, so the
      // request may be sent again. A conflict of timing (409), not a fault of the server.
      req.log.warn({ err: loggableError(err) }, 'transaction lost to a concurrent one');
      reply.header('retry-after', '1');
      return send(req, reply, ErrorCode.CONCURRENT_CHANGE, translate(req.lang, 'concurrentChange'));
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return send(req, reply, ErrorCode.INTERNAL, translate(req.lang, 'internal'));
  });
});

/** Unknown API routes answer 404 in the envelope. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(req, reply, ErrorCode.ROUTE_NOT_FOUND, translate(req.lang, 'routeNotFound'));
}
