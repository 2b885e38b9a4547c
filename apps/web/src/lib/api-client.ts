import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { API_URL } from '../config/env.ts';
import { ApiError } from './api-error.ts';
import { jwtExpiry } from './jwt.ts';
import { type Session, type SessionStore, sessionStore } from './session-store.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

/** Options of one API call. Give `json` or `form` (multipart), not both. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string parameters; null and undefined values are left out. */
  query?: Query;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as multipart/form-data (uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /** Never attach the bearer token nor refresh (sign-in endpoints). */
  anonymous?: boolean;
  /** `blob` answers a {@link DownloadedFile} instead of parsed JSON (spec §7 "Downloads"). */
  as?: 'json' | 'blob';
  /**
   * With `as: 'blob'`: called as the body arrives with the bytes received so far and the total
   * from `Content-Length` (undefined when absent or compressed), for per-item download progress.
   */
  onDownloadProgress?: (loaded: number, total: number | undefined) => void;
  /** Called with the headers of a successful answer (e.g. `X-Total-Count`) before its body is read. */
  onHeaders?: (headers: Headers) => void;
}

/** A file fetched with `as: 'blob'`: its bytes and the name from `Content-Disposition` (null when absent). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** A small fetch wrapper for the Synthhub API; see {@link createApiClient}. */
export interface ApiClient {
  /**
   * Calls `path` (e.g. `/api/beatmaps`) and answers the parsed JSON body (undefined for 204).
   * @throws ApiError for any non-2xx answer (status 0 when the network failed)
   */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Rotates the tokens now (the refresh token is single use). Concurrent callers share one
   * request. Answers the new session, or null (and signs out) when the server refuses.
   */
  refreshSession(): Promise<Session | null>;
}

/** What {@link createApiClient} needs; every browser API is passed in so tests can swap it. */
export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  fetch?: typeof fetch;
  /** Web Locks, so two tabs never spend the same refresh token (`navigator.locks`). */
  locks?: Pick<LockManager, 'request'>;
  /** Clock in ms, for tests. */
  now?: () => number;
}

/** Access tokens this close to `exp` (ms) are refreshed before the request rather than after a 401. */
const EXPIRY_SKEW_MS = 5_000;
const REFRESH_PATH = '/api/auth/refresh';

/**
 * Builds the API client. It sends JSON or multipart bodies, attaches `Authorization: Bearer` when
 * signed in, and on a 401 to an authenticated request refreshes the access token once (one shared
 * in-flight refresh for concurrent requests) and retries. A refused refresh (4xx) clears the
 * session (spec §4); a network failure during refresh keeps it and throws.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, session, locks } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let inflight: Promise<Session | null> | null = null;

  async function send<T>(path: string, opts: RequestOptions, token: string | null): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.json);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, opts.query), {
        method: opts.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: opts.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', { cause });
    }
    if (response.ok) opts.onHeaders?.(response.headers);
    if (opts.as === 'blob' && response.ok) {
      const file: DownloadedFile = {
        blob: opts.onDownloadProgress
          ? await readBlob(response, opts.onDownloadProgress)
          : await response.blob(),
        filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
      };
      return file as T;
    }
    const parsed = await readBody(response);
    if (!response.ok) throw ApiError.fromBody(response.status, parsed, response.statusText);
    return parsed as T;
  }

  async function rotate(from: Session): Promise<Session | null> {
    const latest = session.reload();
    // Another tab (or an earlier call) already rotated the tokens: use its result.
    if (!latest || latest.refresh_token !== from.refresh_token) return latest;
    try {
      const next = await send<SessionResponse>(
        REFRESH_PATH,
        { method: 'POST', json: { refresh_token: latest.refresh_token } },
        null,
      );
      session.set(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        if (session.get()?.refresh_token === latest.refresh_token) session.set(null);
        return null;
      }
      throw error;
    }
  }

  function refreshOnce(staleToken: string): Promise<Session | null> {
    const current = session.get();
    if (!current) return Promise.resolve(null);
    if (current.token !== staleToken && !inflight) return Promise.resolve(current);
    if (!inflight) {
      const run = () => rotate(current);
      const task = locks ? (locks.request('synthhub-token-refresh', run) as Promise<Session | null>) : run();
      inflight = task.finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  function isExpiring(token: string): boolean {
    const exp = jwtExpiry(token);
    return exp !== null && exp * 1000 - EXPIRY_SKEW_MS <= now();
  }

  return {
    async request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
      let current = opts.anonymous ? null : session.get();
      if (current && isExpiring(current.token)) current = await refreshOnce(current.token);
      const token = current?.token ?? null;
      try {
        return await send<T>(path, opts, token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
        const next = await refreshOnce(token);
        if (!next) throw error;
        return send<T>(path, opts, next.token);
      }
    },
    refreshSession() {
      const current = session.get();
      return current ? refreshOnce(current.token) : Promise.resolve(null);
    },
  };
}

/**
 * The file name in a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 6266/5987) when
 * present, else the quoted or bare `filename=`. Null when there is none.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  let url = `${baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** Reads a response body into a Blob, reporting the bytes received (see `onDownloadProgress`). */
async function readBlob(
  response: Response,
  onProgress: (loaded: number, total: number | undefined) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const encoded = (response.headers.get('Content-Encoding') ?? 'identity') !== 'identity';
  const total = Number.isSafeInteger(length) && length > 0 && !encoded ? length : undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The app's API client: same origin unless `VITE_API_URL` says otherwise. */
export const api: ApiClient = createApiClient({
  baseUrl: API_URL,
  session: sessionStore,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
});
