import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityPlugin } from './security';

// helmet runs on the first real request; later requests get the headers it wrote then. Both must
// look the same to a client, and a route's own header must still win over helmet's.

async function makeApp() {
  const app = Fastify();
  await app.register(securityPlugin, { isHttps: true });
  app.get('/a', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
  );
  await app.ready();
  return app;
}
let app: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(() => app.close());

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

describe('security headers', () => {
  it('are the same on the first request, which runs helmet, and on every later one', async () => {
    const first = await app.inject({ method: 'GET', url: '/a' });
    const second = await app.inject({ method: 'POST', url: '/no-such-route' });
    const third = await app.inject({ method: 'GET', url: '/a' });
    for (const name of SECURITY_HEADERS) expect(first.headers[name], name).toBeTruthy();
    expect(String(first.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(pick(second.headers)).toEqual(pick(first.headers));
    expect(pick(third.headers)).toEqual(pick(first.headers));
  });

  it("let a route's own header win, on the first request and after", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url: '/own-csp' });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
