// Time is injected so session expiry and throttle windows can be tested without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told to. */
export function createManualClock(start = new Date('2026-03-02T13:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
