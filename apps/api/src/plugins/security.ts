import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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
    const headers = headersOf(
      helmet({
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
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

/**
 * The headers helmet's middleware writes, captured once. They depend only on the options (we use no CSP
 * nonces), and @fastify/helmet rebuilt the whole middleware on every request — an eighth of the public
 * lookup's throughput (issue 4 benchmark).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let finished = false;
  middleware(request, response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
