import { DRIVER_RECORD_LIMITS, MSG } from '@trazo/shared';
import { AppError } from './app-error';

// One rule for when a driver's record may have happened (events, inspections, expenses: issue 23 item 8).

/** A record's time: not ahead of the server by more than the tolerance, nor older than the maximum age. */
export function checkOccurredAt(occurredAt: string, now: Date): Date {
  const at = new Date(occurredAt);
  const ahead = at.getTime() - now.getTime();
  const age = now.getTime() - at.getTime();
  if (
    ahead > DRIVER_RECORD_LIMITS.futureToleranceMinutes * 60_000 ||
    age > DRIVER_RECORD_LIMITS.maxAgeDays * 24 * 60 * 60_000
  ) {
    throw new AppError(422, MSG.tripOccurredAtInvalid, {
      errors: { occurredAt: [MSG.tripOccurredAtInvalid] },
    });
  }
  return at;
}
