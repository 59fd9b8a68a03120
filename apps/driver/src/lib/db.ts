import Dexie, { type EntityTable } from 'dexie';

// The phone's own database (IndexedDB through Dexie, ADR 0016): the session, the cached trips and the
// outbox. Everything here survives closing the app, a reload and a dead battery.

/** One request waiting to be sent, in the order it was made (`seq`). Photos are requests too. */
export interface OutboxItem {
  seq?: number;
  /** The record's client id (UUID v7): the server answers a resend with the stored record. */
  clientId: string;
  /** What the driver sees in the queue. */
  label: string;
  kind: 'foto' | 'evento' | 'inspeccion' | 'entrega' | 'gasto' | 'servicio';
  /**
   * The trip it belongs to: one trip's waiting record never holds back another trip's. A special
   * service's records (issue 24 item 6) use the service id negated, so they never mix with a trip's.
   */
  movementId: number;
  /** POST records; an expense is also corrected (PUT) or withdrawn (DELETE, no body) through the queue. */
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A JSON body, or the text fields of a multipart body when `blob` is set. */
  body: Record<string, unknown>;
  blob?: Blob;
  blobField?: string;
  blobName?: string;
  /** What the app itself needs to know about the record (never sent): e.g. a failed critical item. */
  meta?: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** Refused by the server for good (a 4xx other than "not yet"): kept and shown, never resent alone. */
  rejected: boolean;
}

/** A record the server accepted, with its answer: the trip screen counts it done before the trip is read again. */
export interface SentItem {
  clientId: string;
  kind: OutboxItem['kind'];
  movementId: number;
  body: Record<string, unknown>;
  answer: unknown;
  sentAt: number;
}

/** Cached server answers (the trip list, each trip, the lists), for offline use. */
export interface CacheEntry {
  key: string;
  value: unknown;
  savedAt: number;
}

export interface StoredSession {
  key: 'current';
  token: string;
  driverName: string;
  documento: string;
  companyName: string;
}

export const db = new Dexie('trazo-conductor') as Dexie & {
  outbox: EntityTable<OutboxItem, 'seq'>;
  sent: EntityTable<SentItem, 'clientId'>;
  cache: EntityTable<CacheEntry, 'key'>;
  session: EntityTable<StoredSession, 'key'>;
};

db.version(1).stores({
  outbox: '++seq, &clientId, movementId',
  sent: '&clientId, movementId, sentAt',
  cache: '&key',
  session: '&key',
});
