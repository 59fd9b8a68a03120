import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SESSION_HINT_COOKIE } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

// Compressed transfer (issue 13): the build's brotli/gzip twins served as they are, with the
// caching rules of each file; no source maps or build metadata; JSON answers compressed above 1 KB.

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'trazo-web-'));
const driverDist = mkdtempSync(join(tmpdir(), 'trazo-driver-'));
const driverPage = `<!doctype html><title>Trazo Conductor</title>${'<!-- conductor -->'.repeat(100)}`;
const driverWorker = `self.addEventListener('fetch', () => {});${'// precache\n'.repeat(200)}`;
const script = `console.log(${JSON.stringify('Trazo '.repeat(400))});`;
const page = `<!doctype html><div id="root"></div>${'<!-- relleno -->'.repeat(100)}`;
const homePage = `<!doctype html><link rel="modulepreload" href="/assets/landing.js">${'<!-- home -->'.repeat(100)}`;
const twins = (path: string, content: string) => {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
};

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  twins(join(webDist, 'index.html'), page);
  mkdirSync(join(webDist, 'pages'));
  twins(join(webDist, 'pages', 'home.html'), homePage);
  twins(join(webDist, 'assets', 'index-abc123.js'), script);
  twins(join(webDist, 'assets', `${'portal~page'.repeat(12)}-abc123.css`), 'main{color:#123}');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secreto"]}');
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  mkdirSync(join(driverDist, 'assets'));
  mkdirSync(join(driverDist, 'icons'));
  twins(join(driverDist, 'index.html'), driverPage);
  twins(join(driverDist, 'sw.js'), driverWorker);
  twins(join(driverDist, 'assets', 'index-def456.js'), script);
  writeFileSync(join(driverDist, 'workbox-9c191d2f.js'), 'self.workbox = {};');
  writeFileSync(join(driverDist, 'manifest.webmanifest'), '{"name":"Trazo Conductor","scope":"/conductor/"}');
  writeFileSync(join(driverDist, 'icons', 'icon-192.png'), 'png');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, DRIVER_DIST_DIR: driverDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(driverDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed web build', () => {
  it('sends the brotli twin of a hashed asset, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip twin to gzip-only clients and the file itself to the rest', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps index.html uncached, compressed or not, at / and as the history fallback', async () => {
    for (const url of ['/', '/login']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(body, url).toBe(page);
    }
    expect((await get('/', 'br')).headers['content-encoding']).toBe('br');
  });

  it("serves a public page's own HTML, with its chunks preloaded, at its exact path (issue 28)", async () => {
    const unpack = (response: Awaited<ReturnType<typeof get>>) =>
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    const home = await get('/home', 'br');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(unpack(home)).toBe(homePage);
    expect((await get('/home')).body).toBe(homePage);
    // Any other path, below it included, keeps index.html.
    for (const url of ['/home/otra', '/login', '/homes'])
      expect(unpack(await get(url, 'br')), url).toBe(page);
  });

  it('sends the shell instead to a visit that renders the page afresh: a session, or a query that changes it', async () => {
    const withCookie = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });
    // The pages the app hydrates as the build rendered them.
    for (const url of ['/home?next=%2Fgenerador', '/home?customer=900123456'])
      expect((await get(url)).body, url).toBe(homePage);
    expect((await withCookie('/home', 'otra=1')).body).toBe(homePage);
    // A signed-in visit, or `?rol=`: rendered afresh, so nothing prerendered is there to be typed into.
    expect((await withCookie('/home', `${SESSION_HINT_COOKIE}=1`)).body).toBe(page);
    expect((await get('/home?rol=4')).body).toBe(page);
    expect((await get('/home?next=%2Fx&rol=4')).body).toBe(page);
  });

  it('honours a refused encoding, answers HEAD, and never serves a twin by its own name', async () => {
    const noBrotli = await get('/assets/index-abc123.js', 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.rawPayload).toString()).toBe(script);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
    for (const twin of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      expect((await get(twin, 'br')).statusCode).toBe(404);
    }
  });

  it('serves a chunk whatever the length of the name the bundler chose', async () => {
    const response = await get(`/assets/${'portal~page'.repeat(12)}-abc123.css`, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('main{color:#123}');
  });

  it('serves only the files the build left: one written later, or a path out of assets/, is a 404', async () => {
    writeFileSync(join(webDist, 'assets', 'later-000.js'), script);
    expect((await get('/assets/later-000.js')).statusCode).toBe(404);
    for (const url of ['/assets/..%2Findex.html', '/assets/..%5Cindex.html', '/assets/.vite']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('relleno');
    }
  });

  it('never serves source maps or build metadata, even when dist has them', async () => {
    const map = await get('/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secreto');
    const missing = await get('/assets/index-zzz999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('assets/index-abc123.js');
  });
});

describe("the drivers' app at /conductor (issue 10)", () => {
  const unpack = (response: Awaited<ReturnType<typeof get>>) =>
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;

  it('serves its own index.html, uncached, at /conductor/ and for every unknown path under it', async () => {
    for (const url of ['/conductor/', '/conductor/viajes/123', '/conductor/viajes/123/inspeccion']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(unpack(response), url).toBe(driverPage);
    }
    const bare = await get('/conductor');
    expect([200, 301, 302]).toContain(bare.statusCode);
    if (bare.statusCode !== 200) expect(bare.headers.location).toBe('/conductor/');
    // The portal's own pages keep the portal's index.html.
    expect(unpack(await get('/login', 'br'))).toBe(page);
  });

  it('keeps the service worker and the manifest uncached, the hashed files for a year', async () => {
    const worker = await get('/conductor/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(unpack(worker)).toBe(driverWorker);

    const manifest = await get('/conductor/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ scope: '/conductor/' });

    const asset = await get('/conductor/assets/index-def456.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect((await get('/conductor/workbox-9c191d2f.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/conductor/icons/icon-192.png')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('answers a missing hashed file with a JSON 404, never the page', async () => {
    const missing = await get('/conductor/assets/index-zzz999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect(missing.body).not.toContain('Trazo Conductor');
  });
});

describe('JSON compression', () => {
  it('compresses a big JSON answer for clients that accept it', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await get('/api/docs/json', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are: under 1 KB compression does not pay', async () => {
    const small = await get('/api/no-existe', 'br, gzip');
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');
  });

  it('does not inflate compressed request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'admin@trazo.demo', password: 'Demo2026*' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
