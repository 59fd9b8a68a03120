// When the outbox tries again (ADR 0016): 2 s, then doubling, at most 5 minutes between tries.

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

export function backoff(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Answers that will pass later (packages/shared/src/driver/trips.ts, "ANSWER CODES"): no network (0),
 * 408, 423 the trip start blocked until the company records the fix, 425 photos still on their way,
 * 428 a record that must come first, 429 and 5xx. The other 4xx are final: kept and shown, not resent.
 */
export function isTemporary(status: number): boolean {
  return (
    status === 0 ||
    status === 408 ||
    status === 423 ||
    status === 425 ||
    status === 428 ||
    status === 429 ||
    status >= 500
  );
}
