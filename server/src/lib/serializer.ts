import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Response serialisation. Both ways send only the fields a route's response schema declares.
 * - strict (development, tests): zod encodes every answer and a route answering outside its schema fails;
 * - fast (production): the zod schema is turned into JSON Schema once, and fast-json-stringify writes the
 *   answer from it, several times cheaper per answer than parsing it with zod first.
 */
export function responseSerializerCompiler(strict: boolean): FastifySerializerCompiler<ZodType> {
  if (strict) return zodSerializerCompiler as FastifySerializerCompiler<ZodType>;
  return ({ schema }) => {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  };
}
