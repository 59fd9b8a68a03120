import { roleOfPath } from '../roles';

// A deep link opened while signed out survives the sign-in (issue 14 item 3): the guard sends
// /login?next=<path>, and after the sign-in the user lands there. `next` comes from a URL anyone can
// craft, so only a same-origin path into a role area is accepted: never an absolute URL, `//host`,
// a backslash (browsers read `/\host` as `//host`), another scheme, or control characters.

const MAX_LENGTH = 512;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/** The path to return to after sign-in, or null when `value` is missing or not a safe path. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL_OR_SPACE.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  // Dot segments could climb out of the area the check below saw ("/generador/../login").
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return roleOfPath(pathname) === null ? null : value;
}

/** The login address that brings the user back to `path` (when it is a safe one). */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
