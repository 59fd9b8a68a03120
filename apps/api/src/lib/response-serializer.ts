import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify, compiled once per route from the route's zod response
 * schema (the same schema the OpenAPI document shows). Like the zod serializer it replaces, it writes only
 * the declared properties, so a column a query happens to select never leaks into a reply. It does not
 * re-validate each reply at run time — the type provider already checks every handler's return type
 * against the contract at compile time — and that re-validation cost the public lookup a fifth of its
 * throughput (issue 4 benchmark).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  // openapi-3.0 writes `nullable: true`, which fast-json-stringify reads directly (anyOf would make it
  // validate each nullable value to choose a branch). Types a transform produces become "any".
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
    override: ({ jsonSchema: node }) => {
      for (const keyword of BOUNDS) delete (node as Record<string, unknown>)[keyword];
    },
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

// A serializer needs shapes, not bounds; and OpenAPI 3.0's boolean exclusiveMinimum is not valid in the
// draft-7 schemas fast-json-stringify compiles.
const BOUNDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
] as const;
