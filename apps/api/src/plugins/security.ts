import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP fits the Vite-built SPA (module scripts from our origin only) and Mantine,
 * which writes inline styles; images may come from https (customer logos, avatars in object storage).
 */
export const securityPlugin = fp<{ isHttps: boolean; allowEpayco?: boolean }>(
  async (app, options) => {
    // ePayco's checkout.js (ADR 0007) loads its script, frames and form posts from ePayco's domains.
    const epayco = options.allowEpayco ? ['https://*.epayco.co', 'https://*.epayco.io'] : [];
    await app.register(helmet, {
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
  },
  { name: 'security' },
);
