// A module of its own, without zod: the web app's first bundle reads it.

/**
 * A cookie scripts may read, set and cleared with the HttpOnly session cookie (ADR 0002): it holds no
 * secret, only tells the web app that a session may exist, so a visitor's page never asks
 * POST /consulta_ingreso only to be answered 401 (issue 14 item 7).
 */
export const SESSION_HINT_COOKIE = 'trazo_sesion';

/**
 * Query parameters a prerendered public page renders the same way with as without before React owns it
 * (issue 28, ADR 0021): `next` is read only after a sign-in, `customer` (the lookup's company) shows once
 * the page is hydrated. Any other (`?rol=` picks the registration form's first role) — or a session —
 * renders the page afresh, so the server sends such a visit the plain shell instead of the prerendered
 * page: a form typed into before the app ran would otherwise be replaced, empty, under the person's hands.
 */
export const HYDRATION_SAFE_PARAMS: readonly string[] = ['customer', 'next'];

/** Whether a visit with these query parameters (names) hydrates the prerendered page as the build rendered it. */
export function hydratesPrerendered(paramNames: readonly string[], hasSessionHint: boolean): boolean {
  return !hasSessionHint && paramNames.every((name) => HYDRATION_SAFE_PARAMS.includes(name));
}
