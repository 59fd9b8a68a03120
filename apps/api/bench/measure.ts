import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** The lookup API under autocannon: `connections` clients cycling through `bodies`. */
export async function measureHttp(
  url: string,
  bodies: string[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // The load generator runs in its own thread, so it does not share the API's event loop.
    workers: 1,
    requests: bodies.map((body) => ({
      method: 'POST',
      path: '/api/search_customer_document',
      headers: { 'content-type': 'application/json' },
      body,
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The same statements straight to the database: `connections` workers, each awaiting one query at a time. */
export async function measureBare(
  run: (i: number) => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await run(next++);
          latencies.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requestsPerSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failures };
}
