import { INT4_MAX, ROLE_CATALOGUE, type RoleId, type TCreateApiKeyResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { customers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import type { RateLimiter } from '../lib/rate-limiter';
import type { RouteAccessEntry } from '../plugins/authentication';
import { loginAs } from './auth-helpers';
import { createDriverWithSession } from './driver-helpers';

// Walks the OpenAPI document the server publishes (issue 13 items 3 and 4): every operation, joined
// with the access the authentication gate enforces for it, plus sample requests built from its schemas.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  tags?: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** OpenAPI path: `/api/movimientos/{id}`. */
  path: string;
  raw: OpenApiOperation;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, or null when the route takes none (or only multipart). */
  body: JsonSchema | null;
  access: RouteAccessEntry;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function openApiDocument(app: App): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

/** Every documented operation with its declared access; throws for one the gate does not know. */
export function listOperations(app: App): Operation[] {
  const doc = openApiDocument(app);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
      const access = app.routeAccess.find(
        (entry) => entry.method === method.toUpperCase() && entry.url.replace(/\/$/, '') === pattern,
      );
      if (!access) throw new Error(`${method.toUpperCase()} ${path}: documented but unknown to the gate`);
      const params = raw.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        raw,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        access,
      });
    }
  }
  return operations;
}

/** Texts that satisfy the usual patterns (NIT, manifest, plate, date, phone, code, decision). */
const PATTERN_CANDIDATES = ['Texto', '900123456', '100001', 'ABC123', '2026-03-02', '3001234567', 'aprobar'];

/** A plausible valid value of `schema`, so a test can change one field and keep the rest acceptable. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) {
    const nonNull = variants.find((v) => v.type !== 'null') ?? variants[0];
    return sampleOf(nonNull);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(value);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number'
        ? Math.min(Math.max(min, 1), schema.maximum)
        : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.co';
  if (schema.format === 'date') return '2026-03-02';
  if (schema.format === 'date-time') return '2026-03-02T08:30:00-05:00';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_CANDIDATES.find((c) => pattern.test(c));
    if (match) return match;
  }
  const base = 'Texto de prueba';
  const min = schema.minLength ?? 0;
  return (base.length >= min ? base : base.padEnd(min, 'x')).slice(0, schema.maxLength ?? base.length);
}

/**
 * A path parameter's sample: ids get the largest int4 (valid, and no row has it), so walking a route
 * never acts on a real record; other parameters their schema's sample.
 */
export function samplePathParam(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return String(INT4_MAX);
  return String(sampleOf(schema));
}

/** Percent-encodes any string, a lone surrogate too (as the ill-formed UTF-8 a probe would send). */
function encodePathSegment(value: string): string {
  return Array.from(value, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  }).join('');
}

export function urlOf(op: Operation, pathValues: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodePathSegment(
      pathValues[name] ?? samplePathParam(op.pathParams.find((p) => p.name === name)?.schema ?? {}),
    ),
  );
  return query ? `${path}?${query}` : path;
}

/** A rate limiter that never limits: the walks send thousands of requests from one address. */
export const unlimitedRateLimiter: RateLimiter = {
  async peek() {
    return { count: 0, resetInMs: 0 };
  },
  async hit() {
    return { count: 1, resetInMs: 60_000 };
  },
  async release() {},
  async reset() {},
  async close() {},
};

/** The demo account that holds exactly `role`, active and verified (seeded in every test database). */
export function demoAccountOf(role: RoleId): string {
  const account = DEMO_ACCOUNTS.find(
    (a) =>
      a.isVerified && a.roles.length === 1 && a.roles[0]?.roleId === role && a.roles[0]?.status === 'active',
  );
  if (!account) throw new Error(`no demo account for role ${role}`);
  return account.email;
}

export const ROLE_IDS: RoleId[] = ROLE_CATALOGUE.map((r) => r.id);

/** Sessions per role and an ERP key, renewed when a walked route ends them (logout, revoking the key). */
export class Callers {
  readonly #tokens = new Map<RoleId, string>();
  #apiKey: string | null = null;
  #driverToken: string | null = null;

  constructor(private readonly app: App) {}

  async session(role: RoleId): Promise<Record<string, string>> {
    let token = this.#tokens.get(role);
    if (token) {
      const check = await this.app.inject({
        method: 'POST',
        url: '/api/consulta_ingreso',
        headers: { authorization: `Bearer ${token}` },
      });
      if (check.statusCode !== 200) token = undefined;
    }
    if (!token) {
      token = (await loginAs(this.app, demoAccountOf(role))).token;
      this.#tokens.set(role, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  /** A device session of a driver of the demo company (the drivers' app routes), renewed when signed out. */
  async driver(): Promise<Record<string, string>> {
    if (this.#driverToken) {
      const check = await this.app.inject({
        method: 'GET',
        url: '/api/conductor/sesion',
        headers: { authorization: `Bearer ${this.#driverToken}` },
      });
      if (check.statusCode !== 200) this.#driverToken = null;
    }
    if (!this.#driverToken) {
      const [demo] = await this.app.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.nit, '900123456'));
      if (!demo) throw new Error('the demo transport company is missing');
      this.#driverToken = (
        await createDriverWithSession(this.app, { customerId: demo.id, documento: '7000000001' })
      ).token;
    }
    return { authorization: `Bearer ${this.#driverToken}` };
  }

  async apiKey(): Promise<Record<string, string>> {
    const session = await this.session(5);
    if (this.#apiKey) {
      const list = await this.app.inject({ method: 'GET', url: '/api/integracion/llaves', headers: session });
      const alive = list.json<{ data: { prefijo: string; revoked_at: string | null }[] }>().data;
      if (!alive.some((k) => !k.revoked_at && this.#apiKey?.startsWith(k.prefijo))) this.#apiKey = null;
    }
    if (!this.#apiKey) {
      const created = await this.app.inject({
        method: 'POST',
        url: '/api/integracion/llaves',
        headers: session,
        payload: { nombre: 'Recorrido de pruebas' },
      });
      if (created.statusCode !== 201) throw new Error(`api key → ${created.statusCode} ${created.body}`);
      this.#apiKey = created.json<TCreateApiKeyResponse>().llave;
    }
    return { 'x-api-key': this.#apiKey };
  }
}
