import { MSG } from '@trazo/shared';
import { tooManyRequests } from '../../../lib/throttle';

// Reading a spreadsheet holds memory (bounded, but per import): one company may run only a few imports
// at a time in this process, and a further one is refused at once. The slot is taken once the upload has
// arrived, so a slow upload does not hold it (import-routes.ts).

const RETRY_AFTER_MS = 10_000;

export interface ImportSlots {
  /** Takes a slot of the company or refuses with 429; call the returned function when done. */
  take(customerId: number): () => void;
}

export function createImportSlots(perCompany: number): ImportSlots {
  const running = new Map<number, number>();
  return {
    take(customerId) {
      const count = running.get(customerId) ?? 0;
      if (count >= perCompany) {
        throw tooManyRequests(MSG.importBusy, RETRY_AFTER_MS);
      }
      running.set(customerId, count + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const left = (running.get(customerId) ?? 1) - 1;
        if (left > 0) running.set(customerId, left);
        else running.delete(customerId);
      };
    },
  };
}
