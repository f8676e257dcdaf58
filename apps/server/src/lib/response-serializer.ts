import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Serialises an answer through its route's response schema, an allowlist: fields the schema does
 * not list never leave the server, and an answer that does not fit it is a 500, never sent.
 *
 * fastify-type-provider-zod does this with `z.safeEncode`, which for every schema with checks
 * runs a second "canary" pass. Our response schemas have no codecs or transforms, so a forward
 * `safeParse` gives the same output at about half the cost (~60 → ~33 µs for a weekly report).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({
  schema,
  method,
  url,
}) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`Response schema of ${method} ${url} is not a zod schema`);
  }
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};
