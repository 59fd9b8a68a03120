import { MSG } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/probe/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret internal detail');
      });
      // A real duplicate-key error from the database (SQLSTATE 23505), on PGlite and PostgreSQL alike.
      app.get('/api/probe/duplicate', { config: { access: 'public' } }, async () => {
        await app.db.execute(
          sql`DO $$ BEGIN RAISE unique_violation USING MESSAGE = 'secret key detail'; END $$`,
        );
        return { ok: true };
      });
      app.get(
        '/api/probe/bad-response',
        { config: { access: 'public' }, schema: { response: { 200: z.object({ n: z.number() }) } } },
        // The handler breaks its own contract on purpose: what reaches the client must not leak it.
        async () => ({
          n: 'not a number' as unknown as number,
        }),
      );
    },
  });
});
afterAll(() => t?.close());

const loginRaw = (body: string | undefined, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    ...(body === undefined ? {} : { body, headers: { 'content-type': contentType } }),
  });

describe('validation errors: 422 with Spanish messages per field', () => {
  it('missing fields', async () => {
    const response = await loginRaw('{}');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MSG.loginRequired,
      errors: { email: [MSG.loginRequired], password: [MSG.loginRequired] },
    });
  });

  it('wrong types', async () => {
    const response = await loginRaw(JSON.stringify({ email: 123, password: true, remember: 'sí' }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(MSG.loginRequired);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password', 'remember']);
    expect(body.errors.remember[0]).toMatch(/booleano/); // zod's Spanish locale
  });

  it('huge strings', async () => {
    const response = await loginRaw(JSON.stringify({ email: `${'a'.repeat(100_000)}@x.co`, password: 'x' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.loginRequired);
  });

  it.each([
    ['no body at all', undefined],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"admin@trazo.demo"'],
  ])('%s → 422 with the generic message', async (_label, body) => {
    const response = await loginRaw(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.invalidData);
  });
});

const IGNORED_BODY = ['/api/logout', '/api/consulta_ingreso', '/api/consulta_roles'];

describe('malformed requests: 4xx, never 500', () => {
  it.each([
    ['truncated JSON', '{"email":', 'application/json', 400, MSG.invalidJson],
    ['empty JSON body', '', 'application/json', 400, MSG.invalidJson],
    [
      'prototype poisoning',
      '{"__proto__":{"x":1},"email":"a","password":"b"}',
      'application/json',
      400,
      MSG.invalidJson,
    ],
    ['plain text', 'email=a&password=b', 'text/plain', 415, MSG.unsupportedMediaType],
    ['a form post', 'email=a&password=b', 'application/x-www-form-urlencoded', 415, MSG.unsupportedMediaType],
    ['XML', '<login/>', 'application/xml', 415, MSG.unsupportedMediaType],
  ])('%s', async (_label, body, contentType, status, message) => {
    const response = await loginRaw(body, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('a body over 1 MiB → 413', async () => {
    const response = await loginRaw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MSG.payloadTooLarge });
  });

  it('garbage on every auth endpoint is refused with 4xx (or ignored where the body is unused), never 5xx', async () => {
    const { bearer } = await loginAs(t.app, 'multirol@trazo.demo');
    const garbage = [
      '{',
      '[]',
      '"x"',
      '123',
      '{"id_usuario_rol":{"$gt":0}}',
      `{"id_usuario_rol":${'9'.repeat(400)}}`,
    ];
    // Logout last: a well-formed body there revokes the token the other calls use.
    for (const url of [
      '/api/login',
      '/api/consulta_ingreso',
      '/api/consulta_roles',
      '/api/seleccionar_rol',
      '/api/logout',
    ]) {
      for (const body of garbage) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          body,
          headers: { ...bearer, 'content-type': 'application/json' },
        });
        const isIgnoredBody = IGNORED_BODY.includes(url) && body.startsWith('{"');
        expect(response.statusCode, `${url} ${body}`).toBeGreaterThanOrEqual(isIgnoredBody ? 200 : 400);
        expect(response.statusCode, `${url} ${body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      }
    }
  });
});

describe('not found and server errors', () => {
  it.each([
    ['GET', '/api/no-existe'],
    ['POST', '/api/no-existe'],
    ['GET', '/api/login'],
    ['GET', '/api'],
    ['GET', '/cualquier-pagina'], // no web build in tests
  ])('%s %s → 404 JSON', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: MSG.notFound });
  });

  it('a crash answers 500 with the generic Spanish message and no detail', async () => {
    for (const url of ['/api/probe/boom', '/api/probe/bad-response']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MSG.serverError });
      expect(response.body).not.toMatch(/secret|stack|at /);
    }
  });
});

describe('a unique violation that reaches the error handler (issue 23 item 4, last line)', () => {
  it('answers a Spanish 409, never a 500, and does not leak the database detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MSG.concurrentWriteConflict });
    expect(response.body).not.toContain('secret');
  });
});
