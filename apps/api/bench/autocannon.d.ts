// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Stat {
    average: number;
    p50: number;
    /** Present because measure.ts adds 95 to autocannon's list of percentiles. */
    p95: number;
    p99: number;
  }
  interface Result {
    requests: Stat;
    latency: Stat;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    workers?: number;
    requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
