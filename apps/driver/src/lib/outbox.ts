import { ApiError, request } from './api';
import { db, type OutboxItem } from './db';
import { backoff, isTemporary } from './retry-policy';

// The durable outbox (issue 10 item 6, ADR 0016). Every record is written here first, then sent in the
// order it was made: on app start, when the network returns, every 30 s, after each new record, and when
// the service worker relays a Background Sync. A failure keeps the item and waits longer each time
// (exponential backoff, at most 5 minutes); the server accepts a resend by its client id, so a request
// that reached it but whose answer was lost is simply sent again.

const TICK_MS = 30_000;
const SYNC_TAG = 'trazo-outbox';

export type NewItem = Omit<
  OutboxItem,
  'seq' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'rejected'
>;

/** Accepted records are remembered this long (the trip screen reads them until the trip is read again). */
const SENT_KEEP_MS = 7 * 24 * 60 * 60_000;

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
let again = false;
let stopOn401 = false;

/** Sends what is due, oldest first. A call while a pass runs asks for one more pass after it. */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const locks = (navigator as Navigator & { locks?: LockManager }).locks;
        // One sender at a time, across the app's open tabs too.
        if (locks) await locks.request('trazo-outbox', () => sendDue());
        else await sendDue();
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function sendDue(): Promise<void> {
  if (stopOn401 || !navigator.onLine) return;
  // In order, but a trip whose oldest record must wait holds back only that trip's later records.
  const waiting = new Set<number>();
  const items = await db.outbox.orderBy('seq').toArray();
  for (const item of items) {
    if (item.seq === undefined || waiting.has(item.movementId)) continue;
    if (item.rejected || item.nextAttemptAt > Date.now()) {
      waiting.add(item.movementId);
      continue;
    }
    try {
      const answer = await request(
        item.method,
        item.path,
        item.method === 'DELETE' ? undefined : bodyOf(item),
      );
      await db.transaction('rw', db.outbox, db.sent, async () => {
        await db.outbox.delete(item.seq as number);
        await db.sent.put({
          clientId: item.clientId,
          kind: item.kind,
          movementId: item.movementId,
          body: item.body,
          answer,
          sentAt: Date.now(),
        });
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, String(error), null);
      if (apiError.status === 401) {
        stopOn401 = true;
        await db.outbox.update(item.seq, { lastError: apiError.message });
        return;
      }
      waiting.add(item.movementId);
      const attempts = item.attempts + 1;
      if (isTemporary(apiError.status)) {
        await db.outbox.update(item.seq, {
          attempts,
          nextAttemptAt: Date.now() + backoff(attempts),
          lastError: apiError.status === 0 ? null : apiError.message,
        });
      } else {
        // Refused for good: kept (nothing is thrown away silently) and shown to the driver.
        await db.outbox.update(item.seq, { attempts, rejected: true, lastError: apiError.message });
      }
    }
  }
  await db.sent
    .where('sentAt')
    .below(Date.now() - SENT_KEEP_MS)
    .delete();
}

/** After signing in again the queue resumes. */
export function resumeAfterSignIn(): void {
  stopOn401 = false;
  void flush();
}

/** Sends a waiting or refused item again now (the driver's "Reintentar"). */
export async function retry(seq: number): Promise<void> {
  await db.outbox.update(seq, { rejected: false, nextAttemptAt: 0 });
  void flush();
}

/** Drops a record the server refused for good (the driver's "Descartar", after a confirmation). */
export async function discard(seq: number): Promise<void> {
  await db.outbox.delete(seq);
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
