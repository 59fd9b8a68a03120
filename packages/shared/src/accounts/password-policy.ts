import { COMMON_PASSWORDS } from './common-passwords';

/** True when `password` is one of the ~1,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
