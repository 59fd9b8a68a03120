import { performance } from 'node:perf_hooks';

// `users` concurrent clients, each running `perUser` requests one after the other; the latencies of all.

export interface Latency {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  failures: number;
}

export async function measureLatency(
  run: (i: number, user: number) => Promise<unknown>,
  users: number,
  perUser: number,
): Promise<Latency> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let k = 0; k < perUser; k++) {
        const t0 = performance.now();
        try {
          await run(next++, user);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures += 1;
          if (failures === 1) console.warn(`[bench] ${(error as Error).message}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    max: latencies.at(-1) ?? 0,
    perSecond: latencies.length / seconds,
    failures,
  };
}

/** A GET of the API as the signed-in company; the body read whole (a JSON answer) and dropped. */
export function apiGet(baseUrl: string, token: string) {
  return async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: `Authorization=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return body.byteLength;
  };
}
