import type { HttpTimeouts } from '../config';

// Fastify leaves Node's request timeout off and never closes a quiet connection: a client sending one
// byte a second held a connection (and, before issue 23, a company's import slot) for as long as it
// liked. These are the server's limits (ADR 0018).

/** Fastify's server options for the configured timeouts. */
export function httpServerTimeouts(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the request and headers timeouts on this interval (30 s by default), so a limit is
      // enforced within a quarter of itself, and never less often than every 30 s.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(100, Math.min(timeouts.headersMs, timeouts.requestMs) / 4),
      ),
    },
  };
}
