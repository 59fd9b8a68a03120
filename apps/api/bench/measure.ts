import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

// autocannon reports fixed percentiles (…, 90, 97.5, 99, …) and the targets are p95: its
// aggregation (in this thread, over the worker's histogram) reads the list of
// hdr-histogram-percentiles-obj, so 95 is added to that list, taken from where autocannon loads it.
const fromAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
const { percentiles } = fromAutocannon('hdr-histogram-percentiles-obj') as { percentiles: number[] };
if (!percentiles.includes(95)) percentiles.push(95);

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Microseconds of this process's main event loop per request: the API's (or bare client's) own work. */
  loopMicros: number;
  /** Share of the whole machine's CPU in use meanwhile (NaN where /proc/stat is missing). */
  machineBusy: number;
}

/** The lookup API under autocannon: `connections` clients cycling through `bodies`. */
export function measureHttp(url: string, bodies: string[], connections: number, seconds: number) {
  return measureRequests(
    url,
    bodies.map((body) => ({
      method: 'POST',
      path: '/api/search_customer_document',
      headers: { 'content-type': 'application/json' },
      body,
    })),
    connections,
    seconds,
  );
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Any API under autocannon: `connections` clients cycling through `requests`. */
export async function measureRequests(
  url: string,
  requests: HttpRequest[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  const meter = startMeter();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // The load generator runs in its own thread, so the main event loop is the API's alone.
    workers: 1,
    requests,
  });
  const answered = result['2xx'] + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p95,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    ...meter.stop(answered),
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
  const meter = startMeter();
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
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
    ...meter.stop(latencies.length + failures),
  };
}

/** Each figure's median over a side's rounds (the failures summed). */
export function median(rounds: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    requestsPerSecond: mid((f) => f.requestsPerSecond),
    p50: mid((f) => f.p50),
    p95: mid((f) => f.p95),
    p99: mid((f) => f.p99),
    failures: rounds.reduce((sum, f) => sum + f.failures, 0),
    loopMicros: mid((f) => f.loopMicros),
    machineBusy: mid((f) => f.machineBusy),
  };
}

function startMeter() {
  const loop = performance.eventLoopUtilization();
  const cpu = machineTicks();
  return {
    stop(requests: number) {
      const used = performance.eventLoopUtilization(loop);
      const after = machineTicks();
      const busy = cpu && after ? 1 - (after.idle - cpu.idle) / (after.total - cpu.total) : Number.NaN;
      return { loopMicros: (used.active * 1000) / Math.max(1, requests), machineBusy: busy };
    },
  };
}

/** Linux's aggregate CPU counters (idle includes iowait). */
function machineTicks(): { idle: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    if (!fields || fields.length < 5) return undefined;
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}
