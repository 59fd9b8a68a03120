import { ROLE, roleHomePath } from '@trazo/shared';

/** A `?next=` target we follow: only a path of this site, never another origin (open redirect). */
export function safeNext(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where a user goes once a company is chosen: role 1's home would only ask for the company again. */
export function homeAfterChoice(roleId: number | null): string {
  return roleId === ROLE.especiales ? '/especiales/inicio' : roleHomePath(roleId);
}
