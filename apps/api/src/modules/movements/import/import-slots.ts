import { MSG } from '@trazo/shared';
import { AppError } from '../../../lib/app-error';

// Reading a spreadsheet holds memory (bounded, but per import): one company may run only a few imports
// at a time in this process, and a further one is refused at once, before its upload is read.

const RETRY_AFTER_SECONDS = 10;

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
        throw new AppError(429, MSG.importBusy, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
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
