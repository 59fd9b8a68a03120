// A module of its own, without zod: the web app's first bundle reads it.

/**
 * A cookie scripts may read, set and cleared with the HttpOnly session cookie (ADR 0002): it holds no
 * secret, only tells the web app that a session may exist, so a visitor's page never asks
 * POST /consulta_ingreso only to be answered 401 (issue 14 item 7).
 */
export const SESSION_HINT_COOKIE = 'trazo_sesion';
