import type { FastifyError, FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

// Nothing secret in the logs (issue 13): query strings carry reset tokens, e-mail verification
// signatures and signed file links; a failed query's parameters carry password and API-key hashes.
// So request URLs are logged without their query, and errors through a whitelist that drops the SQL
// parameters wherever they hide (Drizzle's message and stack, the driver's `detail`).

const REDACTED = '[redacted]';

/** Anything with `write(line)`: standard output by default, a capture in tests. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Error fields worth logging that never hold a row's values (PostgreSQL error fields, HTTP status). */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'severity', 'routine'];

/** Parameter values shorter than this are too common to scrub by text (`active`, `5`) and not secrets. */
const MIN_SCRUBBED_LENGTH = 6;
const MAX_CAUSE_DEPTH = 3;

export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip };
}

/** The string values bound to a failed query anywhere in the error's cause chain (Drizzle: `params`). */
function boundValues(error: Error): string[] {
  const values: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth <= MAX_CAUSE_DEPTH; depth++) {
    for (const key of ['params', 'parameters']) {
      const list: unknown = Reflect.get(current, key);
      if (!Array.isArray(list)) continue;
      for (const value of list) {
        const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
        if (text.length >= MIN_SCRUBBED_LENGTH) values.push(text);
      }
    }
    current = current.cause;
  }
  return values;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function serializeWith(error: Error, secrets: string[], depth: number): SerializedError {
  const scrub = (text: string) => secrets.reduce((out, secret) => out.replaceAll(secret, REDACTED), text);
  const query: unknown = Reflect.get(error, 'query');
  const hasParams = Array.isArray(Reflect.get(error, 'params'));
  // DrizzleQueryError puts "\nparams: <values>" in its message, and so in its stack.
  const message = hasParams && typeof query === 'string' ? `Failed query: ${query}` : error.message;
  const stack = (error.stack ?? '').replace(error.message, message);
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message: scrub(message),
    stack: scrub(stack),
  };
  for (const key of SAFE_ERROR_FIELDS) {
    const value: unknown = Reflect.get(error, key);
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause instanceof Error && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeWith(error.cause, secrets, depth + 1);
  }
  return out;
}

/** pino `err` serializer: type, message, stack, safe fields and cause, never bound SQL values. */
export function serializeError(error: FastifyError | Error): SerializedError {
  return serializeWith(error, boundValues(error), 0);
}

/** The API's pino options; `stream` lets a test capture what would be written. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    // Belt and braces for whatever a future log call passes as an object.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
