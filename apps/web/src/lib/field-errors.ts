import { ApiError } from './api-client';

/**
 * The server's per-field messages (`errors` of `{ message, errors }`) keyed by form field: the
 * `prefix` is dropped (`frmReset.clave_actual` → `clave_actual`) and only the first message is kept.
 */
export function fieldErrorsOf(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const { errors } = error.body as { errors?: Record<string, string[]> };
  const result: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
