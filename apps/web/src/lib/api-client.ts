import { MSG } from '@trazo/shared';

// The one HTTP client (STYLE rule 9). The token lives in the HttpOnly `Authorization` cookie the
// server sets at login (spec §3), so every call is same-origin with credentials; the server rejects
// cookie-authenticated calls without `X-Requested-With` (CSRF guard, spec §7).

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

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * `false` for calls where a 401 is an expected answer (login, the session probe, logout);
   * otherwise a 401 `Unauthenticated.` ends the session everywhere (spec §4, §8).
   */
  handleUnauthenticated?: boolean;
  /** Downloads only: called with the bytes received so far. */
  onProgress?: (bytes: number) => void;
}

let unauthenticatedHandler: () => void = () => {};

/** Registered once by the session module; the client itself knows nothing about sessions. */
export function onUnauthenticated(handler: () => void): void {
  unauthenticatedHandler = handler;
}

const BASE = '/api';

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  // A FormData body (file uploads) lets the browser write its own multipart boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.networkError, null);
  }
  if (!response.ok) await fail(response, options);
  return response;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const response = await send(method, path, body, options);
  return (await readJson(response)) as T;
}

async function fail(response: Response, options: RequestOptions): Promise<never> {
  const payload = await readJson(response);
  const message = messageOf(payload) ?? (response.status >= 500 ? MSG.serverError : response.statusText);
  if (response.status === 401 && message === MSG.unauthenticated && options.handleUnauthenticated !== false) {
    unauthenticatedHandler();
  }
  throw new ApiError(response.status, message, payload);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** A file the server answered: its bytes and the name from `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

async function download(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const response = await send(method, path, body, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const fileName = match?.[1] ? decodeURIComponent(match[1]) : null;
  const blob = options.onProgress
    ? await readWithProgress(response, options.onProgress)
    : await response.blob();
  return { blob, fileName } satisfies DownloadedFile;
}

/** Reads the body chunk by chunk, telling how many bytes have arrived (reports are streamed, spec §2.7). */
async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(chunks, { type });
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  /** A JSON body; uploads go through `postForm`. */
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** multipart/form-data upload (files). */
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('POST', path, form, options),
  /** multipart/form-data replacing a resource (a fleet document and its file). */
  putForm: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('PUT', path, form, options),
  /** A file download (GET, or POST with a JSON body). */
  download: (path: string, body?: unknown, options?: RequestOptions) =>
    download(body === undefined ? 'GET' : 'POST', path, body, options),
};

/** `path?a=1&b=x`, leaving out empty values (undefined, null, ''). */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
