import { SESSION_HINT_COOKIE } from '@trazo/shared';

/**
 * Whether the server left its readable session hint beside the HttpOnly session cookie (ADR 0002).
 * Apart from lib/session.ts so the public shell can ask without loading the query client (issue 28).
 */
export function mayHaveSession(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
