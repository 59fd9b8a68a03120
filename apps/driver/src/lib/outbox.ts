import { ApiError, request } from './api';
import { db, type OutboxItem } from './db';

// The durable outbox (issue 10 item 6, ADR 0016). Every record is written here first, then sent in the
// order it was made: on app start, when the network returns, every 30 s, after each new record, and when
// the service worker relays a Background Sync. A failure keeps the item and waits longer each time
// (exponential backoff, at most 5 minutes); the server accepts a resend by its client id, so a request
// that reached it but whose answer was lost is simply sent again.

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;
const TICK_MS = 30_000;
const SYNC_TAG = 'trazo-outbox';

export type NewItem = Omit<
  OutboxItem,
  'seq' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'rejected'
>;

export function backoff(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** A 4xx that will pass later (the photos it names are still on their way, a throttle): wait and retry. */
function isTemporary(error: ApiError): boolean {
  return (
    error.status === 0 ||
    error.status === 408 ||
    error.status === 409 ||
    error.status === 425 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/** Queues several requests at once (a record and its photos): all or none. */
export async function enqueue(items: NewItem[]): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.outbox, async () => {
    for (const item of items) {
      await db.outbox.add({
        ...item,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        rejected: false,
      });
    }
  });
  void requestBackgroundSync();
  void flush();
}

function bodyOf(item: OutboxItem): unknown {
  if (!item.blob) return item.body;
  const form = new FormData();
  // Text fields first: a streaming multipart parser reads them before the file.
  for (const [name, value] of Object.entries(item.body)) {
    if (value !== undefined && value !== null)
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append(item.blobField ?? 'file', item.blob, item.blobName ?? `${item.clientId}.jpg`);
  return form;
}

let running: Promise<void> | null = null;
let stopOn401 = false;

/** Sends what is due, oldest first; stops at the first item that must wait, so the order holds. */
export function flush(): Promise<void> {
  if (running) return running;
  running = (async () => {
    try {
      const lock = (navigator as Navigator & { locks?: LockManager }).locks;
      if (lock) await lock.request('trazo-outbox', () => sendDue());
      else await sendDue();
    } finally {
      running = null;
    }
  })();
  return running;
}

async function sendDue(): Promise<void> {
  if (stopOn401 || !navigator.onLine) return;
  for (;;) {
    const item = await db.outbox
      .orderBy('seq')
      .filter((i) => !i.rejected)
      .first();
    if (!item || item.seq === undefined) return;
    if (item.nextAttemptAt > Date.now()) return;
    try {
      await request('POST', item.path, bodyOf(item));
      await db.outbox.delete(item.seq);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, String(error), null);
      if (apiError.status === 401) {
        stopOn401 = true;
        await db.outbox.update(item.seq, { lastError: apiError.message });
        return;
      }
      const attempts = item.attempts + 1;
      if (isTemporary(apiError)) {
        await db.outbox.update(item.seq, {
          attempts,
          nextAttemptAt: Date.now() + backoff(attempts),
          lastError: apiError.message,
        });
        return;
      }
      // Refused for good: kept (nothing is thrown away) and shown to the driver; the rest goes on.
      await db.outbox.update(item.seq, { attempts, rejected: true, lastError: apiError.message });
    }
  }
}

/** After signing in again the queue resumes. */
export function resumeAfterSignIn(): void {
  stopOn401 = false;
  void flush();
}

/** Sends a refused item again (the driver's "Reintentar"). */
export async function retry(seq: number): Promise<void> {
  await db.outbox.update(seq, { rejected: false, nextAttemptAt: 0 });
  void flush();
}

async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/conductor/');
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here (Firefox, Safari): the timer and the `online` event cover it.
  }
}

let started = false;
/** Starts the triggers once per page. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    // Waiting items are due again at once: the network is back.
    void db.outbox
      .toCollection()
      .modify({ nextAttemptAt: 0 })
      .then(() => flush());
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'trazo-outbox-sync') void flush();
  });
  setInterval(() => void flush(), TICK_MS);
  void flush();
}
