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

/** True for a foreign-key violation (SQLSTATE 23503), bare or wrapped by Drizzle (`cause`). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a value the column or function cannot take,
 * e.g. 22021 NUL in text, 22003 integer out of range, 22008 date out of range), or null for any other error.
 */
export function dataException(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
