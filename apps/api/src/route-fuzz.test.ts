import { MSG } from '@trazo/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';
import {
  HOSTILE_FIELD_VALUES,
  HOSTILE_TEXTS,
  HOSTILE_VALUES,
  hostileValue,
  leafPaths,
  withValueAt,
} from './test/hostile-values';
import {
  Callers,
  listOperations,
  type Operation,
  sampleOf,
  unlimitedRateLimiter,
  urlOf,
} from './test/openapi-walk';

// Issue 13 item 3: no input is a 5xx, and none gets past the shared schemas to be refused by PostgreSQL. Every operation of the published OpenAPI document gets hostile
// values in each path parameter, each query parameter and each field of its JSON body (the rest of the
// request kept valid, so the value travels as far as it can), as a caller that may reach the route.

let t: TestApp;
let operations: Operation[];
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp({ rateLimiter: unlimitedRateLimiter });
  operations = listOperations(t.app);
  callers = new Callers(t.app);
});
afterAll(() => t?.close());

interface Probe {
  url: string;
  body?: unknown;
}

/** The caller that gets furthest into the route: its first role, the ERP key, a driver's device, or nobody. */
async function headersFor(op: Operation): Promise<Record<string, string>> {
  const { access, roles } = op.access;
  if (access === 'apiKey') return callers.apiKey();
  if (access === 'driver') return callers.driver();
  if (access === 'session') return callers.session(roles?.[0] ?? 5);
  if (access === 'optional') return callers.session(5);
  return {};
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

function query(op: Operation, overrides: Record<string, string | string[]> = {}): string {
  const params = new URLSearchParams();
  for (const { name, schema } of op.queryParams) {
    const value = overrides[name] ?? asText(sampleOf(schema));
    for (const v of [value].flat()) params.append(name, v);
  }
  return params.toString();
}

/** The deterministic probes of one operation. */
function probesOf(op: Operation): Probe[] {
  const probes: Probe[] = [];
  const body = op.body ? sampleOf(op.body) : undefined;
  for (const { name } of op.pathParams) {
    for (const text of HOSTILE_TEXTS) probes.push({ url: urlOf(op, { [name]: text }, query(op)), body });
  }
  for (const { name } of op.queryParams) {
    for (const text of HOSTILE_TEXTS) probes.push({ url: urlOf(op, {}, query(op, { [name]: text })), body });
    probes.push({ url: urlOf(op, {}, query(op, { [name]: ['a', 'b'] })), body });
  }
  if (body !== undefined) {
    const url = urlOf(op, {}, query(op));
    probes.push({ url, body });
    for (const value of HOSTILE_VALUES) probes.push({ url, body: value });
    for (const path of leafPaths(body)) {
      const values = path.length === 1 ? HOSTILE_VALUES : HOSTILE_FIELD_VALUES;
      for (const value of values) probes.push({ url, body: withValueAt(body, path, value) });
    }
  }
  return probes;
}

/**
 * The error handler's last line of defence answered: PostgreSQL refused the value. It is a 4xx, but the
 * shared schemas (text, ZCalendarDate, id) should have refused it first — that is what this test guards.
 */
function reachedDatabase(response: { statusCode: number; body: string }): boolean {
  return response.statusCode === 422 && response.body.includes(MSG.databaseInvalidInput);
}

async function send(op: Operation, probe: Probe, headers: Record<string, string>) {
  const hasBody = probe.body !== undefined && op.method !== 'GET';
  return t.app.inject({
    method: op.method as 'GET',
    url: probe.url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify(probe.body) } : {}),
  });
}

describe('route fuzz over the OpenAPI document', () => {
  it('answers every hostile path parameter, query string and body field with a 4xx, never a 5xx', {
    timeout: 600_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const headers = await headersFor(op);
      for (const probe of probesOf(op)) {
        const response = await send(op, probe, headers);
        sent++;
        if (response.statusCode >= 500 || reachedDatabase(response)) {
          const body = probe.body === undefined ? '' : JSON.stringify(probe.body).slice(0, 200);
          failures.push(`${op.method} ${probe.url.slice(0, 200)} ${body} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  });

  it('answers random values anywhere in any request without a 5xx (fast-check, fixed seed)', async () => {
    type Target = { op: Operation; kind: 'path' | 'query' | 'body'; at: (string | number)[] };
    const targets: Target[] = operations.flatMap((op): Target[] => [
      ...op.pathParams.map((p): Target => ({ op, kind: 'path', at: [p.name] })),
      ...op.queryParams.map((p): Target => ({ op, kind: 'query', at: [p.name] })),
      ...(op.body ? [[], ...leafPaths(sampleOf(op.body))] : []).map(
        (at): Target => ({ op, kind: 'body', at }),
      ),
    ]);
    expect(targets.length).toBeGreaterThan(200);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), hostileValue, async ({ op, kind, at }, value) => {
        const body = op.body ? sampleOf(op.body) : undefined;
        const name = String(at[0]);
        const probe: Probe =
          kind === 'path'
            ? { url: urlOf(op, { [name]: asText(value) }, query(op)), body }
            : kind === 'query'
              ? { url: urlOf(op, {}, query(op, { [name]: asText(value) })), body }
              : { url: urlOf(op, {}, query(op)), body: withValueAt(body, at, value) };
        const response = await send(op, probe, await headersFor(op));
        const where = `${op.method} ${probe.url} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(reachedDatabase(response), where).toBe(false);
      }),
      { seed: 13, numRuns: 150 },
    );
  });
});
