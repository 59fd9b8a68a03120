import { hydratesPrerendered, MSG, SESSION_HINT_COOKIE, type TErrorResponse } from '@trazo/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { pathOf } from '../lib/logger-options';
import { dataException, uniqueViolation } from '../lib/pg-errors';

// One error shape for the whole API: `{ message, errors? }` (ARCHITECTURE), Spanish messages, the
// spec's status codes, and never a stack trace or internal detail in a 5xx answer.

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
}

export interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** zod issues → `{ field: [messages] }`; the first field's message becomes the headline (spec §8 toasts). */
export function toValidationBody(issues: ValidationIssue[], context: string | undefined): TErrorResponse {
  const errors: Record<string, string[]> = {};
  let message: string | undefined;
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const text = issue.message ?? MSG.invalidData;
    const key = field || context || 'body';
    errors[key] = [...(errors[key] ?? []), text];
    // An issue about the body as a whole (not an object, missing) gets the generic headline.
    message ??= field ? text : MSG.invalidData;
  }
  return { message: message ?? MSG.invalidData, errors };
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMediaType],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.payloadTooLarge],
};

const GENERIC_BY_STATUS: Record<number, string> = {
  401: MSG.unauthenticated,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: MSG.payloadTooLarge,
  415: MSG.unsupportedMediaType,
  422: MSG.invalidData,
  429: MSG.tooManyRequests,
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.extra.headers ?? {});
    const body: TErrorResponse = { message: error.message };
    if (error.extra.errors) body.errors = error.extra.errors;
    return reply.code(error.statusCode).send(body);
  }
  if (Array.isArray(error.validation)) {
    return reply.code(422).send(toValidationBody(error.validation, error.validationContext));
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.code(known[0]).send({ message: known[1] });
  // Last line of defence: the shared schemas should refuse such values first (scalars.ts); if one still
  // reaches PostgreSQL and is refused there, it is the client's value, not our failure.
  const sqlState = dataException(error);
  if (sqlState) {
    request.log.warn(
      { sqlState, method: request.method, route: request.routeOptions.url },
      'value refused by the database',
    );
    return reply.code(422).send({ message: MSG.databaseInvalidInput });
  }
  // Last line for two identical writes at the same moment that a service did not settle itself (issue
  // 23 item 4; each known race is fixed where it happens): a duplicate key is a conflict, not our crash.
  const constraint = uniqueViolation(error);
  if (constraint !== null) {
    request.log.warn(
      { constraint, method: request.method, route: request.routeOptions.url },
      'unique violation reached the error handler',
    );
    return reply.code(409).send({ message: MSG.concurrentWriteConflict });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // JSON.parse failures surface as SyntaxError with status 400 (e.g. prototype-poisoning checks).
    const message =
      error instanceof SyntaxError ? MSG.invalidJson : (GENERIC_BY_STATUS[status] ?? MSG.badRequest);
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send({ message });
  }
  // The path only: query strings carry tokens and signatures (lib/logger-options.ts).
  request.log.error({ err: error, method: request.method, url: pathOf(request.url) }, 'request failed');
  return reply.code(500).send({ message: MSG.serverError });
}

export interface ErrorsOptions {
  /** Serve the SPA's index.html for unknown non-API GETs (history fallback). */
  spaFallback: boolean;
  /** The drivers' app build (apps/driver/dist), when there is one: its index.html for unknown /conductor paths. */
  driverRoot?: string | undefined;
  /**
   * Public pages the build wrote with their own chunks preloaded (apps/web/vite-page-preloads.ts,
   * issue 28): `/home` → `pages/home.html`, served instead of index.html at that exact path.
   */
  pages?: ReadonlySet<string> | undefined;
}

/** The names of a request's query parameters (one that cannot be read: the shell is then served). */
function paramNamesOf(url: string): string[] {
  try {
    return [...new URL(url, 'http://trazo.invalid').searchParams.keys()];
  } catch {
    return ['?'];
  }
}

export const errorsPlugin = fp<ErrorsOptions>(
  async (app, options) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed asset (or a refused .map) is a plain 404: index.html in its place would
      // be parsed as JavaScript by a browser holding a stale page.
      const path = pathOf(request.url);
      // The drivers' app (issue 10) answers its own paths, its assets with the same rule.
      if (options.driverRoot && isPageRequest && (path === '/conductor' || path.startsWith('/conductor/'))) {
        if (path.startsWith('/conductor/assets/')) return reply.code(404).send({ message: MSG.notFound });
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.driverRoot);
      }
      const isPage = !isApiPath(request.url) && !path.startsWith('/assets/');
      if (options.spaFallback && isPageRequest && isPage) {
        // The SPA renders its own not-found page (spec §2.5); index.html is never cached.
        // A prerendered page only to a visit that hydrates it; any other renders afresh (the shell).
        const prerendered =
          options.pages?.has(path) &&
          hydratesPrerendered(paramNamesOf(request.url), Boolean(request.cookies[SESSION_HINT_COOKIE]));
        const file = prerendered ? `pages${path}.html` : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(file);
      }
      return reply.code(404).send({ message: MSG.notFound });
    });
  },
  { name: 'errors' },
);
