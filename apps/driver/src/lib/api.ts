import { db, type StoredSession } from './db';

// The one HTTP client of the drivers' app. The device session travels as a Bearer token (DRIVER-DESIGN:
// never a cookie), kept in IndexedDB so the worker-less page and a reload both find it.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Sin conexión con el servidor.';
const SERVER_ERROR = 'El servidor no pudo atender la solicitud. Intente de nuevo.';

let token: string | null = null;
let onSignedOut: () => void = () => {};

export async function loadSession(): Promise<StoredSession | null> {
  const session = (await db.session.get('current')) ?? null;
  token = session?.token ?? null;
  return session;
}

export async function saveSession(session: StoredSession): Promise<void> {
  token = session.token;
  await db.session.put(session);
}

/** Forgets the session and what was read with it (another driver may sign in on this phone). The outbox stays. */
export async function clearSession(): Promise<void> {
  token = null;
  await db.transaction('rw', db.session, db.cache, db.sent, async () => {
    await db.session.clear();
    await db.cache.clear();
    await db.sent.clear();
  });
}

/** Called when the server says the device session is no longer valid (revoked, expired). */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return null;
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'omit',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, null);
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) {
    if (response.status === 401 && token && path !== '/conductor/sesion') onSignedOut();
    const message = messageOf(payload) ?? (response.status >= 500 ? SERVER_ERROR : response.statusText);
    throw new ApiError(response.status, message, payload);
  }
  return payload as T;
}

type CachedRead<T> = { value: T; savedAt: number; fromCache: boolean };

/** Reads in flight, by path: screens that ask for the same list at once share one request. */
const inFlight = new Map<string, Promise<CachedRead<unknown>>>();

/** Reads from the server, keeping the answer for offline use; offline, answers from the cache. */
export function cachedGet<T>(path: string): Promise<CachedRead<T>> {
  let read = inFlight.get(path);
  if (!read) {
    read = readThrough(path).finally(() => inFlight.delete(path));
    inFlight.set(path, read);
  }
  return read as Promise<CachedRead<T>>;
}

async function readThrough<T>(path: string): Promise<CachedRead<T>> {
  try {
    // The copy is as old as the moment it was asked for: records accepted after that are not in it.
    const savedAt = Date.now();
    const value = await request<T>('GET', path);
    await db.cache.put({ key: path, value, savedAt });
    return { value, savedAt, fromCache: false };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) throw error;
    const cached = await db.cache.get(path);
    if (!cached) throw error;
    return { value: cached.value as T, savedAt: cached.savedAt, fromCache: true };
  }
}
