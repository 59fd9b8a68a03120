import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/create-test-app';

// One app with a fake web build, served as https, to check docs, security headers, the cookie's
// Secure flag and the SPA history fallback.
let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'trazo-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, APP_URL: 'https://trazo.example.co' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('serves the document generated from the zod schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/consulta_ingreso',
        '/api/consulta_roles',
        '/api/seleccionar_rol',
        '/api/roles',
      ]),
    );
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('rol1');
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBeLessThan(400);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the SPA: own scripts only, inline styles allowed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('upgrade-insecure-requests'); // APP_URL is https here
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('marks the session cookie Secure when APP_URL is https', async () => {
    const { response } = await loginAs(t.app, 'admin@trazo.demo');
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('web app (history fallback)', () => {
  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/empresa-transporte/configuracion/eventos', '/ruta/que/no/existe?x=1'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps /api/* out of the fallback: unknown API paths are 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MSG.notFound });
  });

  it('does not fall back for non-GET requests', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});
