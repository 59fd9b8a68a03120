import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP fits the Vite-built SPA (module scripts from our origin only) and Mantine,
 * which writes inline styles; images may come from https (customer logos, avatars in object storage).
 */
export const securityPlugin = fp<{ isHttps: boolean; allowEpayco?: boolean }>(
  async (app, options) => {
    // ePayco's checkout.js (ADR 0007) loads its script, frames and form posts from ePayco's domains.
    const epayco = options.allowEpayco ? ['https://*.epayco.co', 'https://*.epayco.io'] : [];
    const middleware = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...epayco],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'", ...epayco],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...epayco],
          frameSrc: ["'self'", ...epayco],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...epayco],
          // Only over https: on plain-http hosts it would break every same-origin request.
          ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Plain-http deployments (a laptop, an internal network) must not be pinned to https.
      hsts: options.isHttps,
    });
    // helmet is Connect middleware and runs here on real requests. Its headers depend only on these
    // options (literal directives, no CSP nonces), so the ones it wrote on the first response are
    // set as they are on the rest: running it on every request costs ~3% of the public lookup's
    // throughput (ADR 0009), and rebuilding it, as @fastify/helmet did, an eighth.
    let headers: Record<string, string> | undefined;
    app.addHook('onRequest', (request, reply, done) => {
      if (headers) {
        reply.headers(headers);
        return done();
      }
      const before = new Set(reply.raw.getHeaderNames());
      middleware(request.raw, reply.raw, (error?: unknown) => {
        if (error) return done(error instanceof Error ? error : new Error(String(error)));
        headers = headersWritten(reply.raw, before);
        done();
      });
    });
  },
  { name: 'security' },
);

/** The headers on a response that were not there before (`before`): what helmet just wrote. */
function headersWritten(response: ServerResponse, before: Set<string>): Record<string, string> {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (before.has(name) || value === undefined) continue;
    written[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return written;
}
