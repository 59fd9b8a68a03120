/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Works for
 * node-postgres and PGlite errors, bare or wrapped by Drizzle (`cause`).
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
