import { ZErrorResponse } from '@trazo/shared';
import { z } from 'zod';

/** Body of calls whose payload the server does not need (spec §7 sends e.g. `token`, `user`). */
export const ZIgnoredBody = z.record(z.string(), z.unknown()).nullish().describe('Ignorado');

/** The error answers a route documents besides its success. */
export function errorResponses<const C extends number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, ZErrorResponse])) as {
    [K in C[number]]: typeof ZErrorResponse;
  };
}
