import type { Clock } from './clock';

// Fixed-window counters behind a small interface: in memory for one process, in Redis when several
// API processes share the load (ARCHITECTURE: "rate-limit counters in Redis when REDIS_URL is set").

export interface RateWindow {
  /** Hits recorded in the current window (0 when there is none). */
  count: number;
  /** Milliseconds until the window closes (0 when there is none). */
  resetInMs: number;
}

export interface RateLimiter {
  peek(key: string): Promise<RateWindow>;
  /** Records a hit; the first hit opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /** Takes one hit back from the current window, never below 0 (a reserved attempt that did not fail). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_THRESHOLD = 10_000;

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  async peek(key: string): Promise<RateWindow> {
    const now = this.clock.now().getTime();
    const entry = this.#windows.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock.now().getTime();
    let entry = this.#windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#windows.size >= SWEEP_THRESHOLD) this.#sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async release(key: string): Promise<void> {
    const entry = this.#windows.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }

  // Expired windows are dropped lazily so a flood of distinct keys cannot grow the map forever.
  #sweep(now: number) {
    for (const [key, entry] of this.#windows) if (entry.resetAt <= now) this.#windows.delete(key);
  }
}
