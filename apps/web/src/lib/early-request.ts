/** How long (ms) an early answer waits for the page that asked for it before it is dropped. */
export const EARLY_REQUEST_TTL_MS = 10_000;

const pending = new Map<string, { promise: Promise<unknown>; at: number }>();

/**
 * Starts `start()` now and keeps its promise under `key` (e.g. the request's URL) for at most
 * {@link EARLY_REQUEST_TTL_MS}, so the first page's data is on its way while the page's code still
 * loads (docs/decisions/0025: a route loader starts it, the page's query function takes it). A
 * second start under the same key is ignored. A failure is kept too: the taker sees it as its own.
 */
export function startEarly(key: string, start: () => Promise<unknown>): void {
  if (pending.has(key)) return;
  const promise = start();
  promise.catch(() => {}); // handled by whoever takes it; nobody may, then it must not be "unhandled"
  pending.set(key, { promise, at: Date.now() });
}

/**
 * The promise started under `key` by {@link startEarly}, handed out once (then forgotten), or null
 * when there is none or it is older than {@link EARLY_REQUEST_TTL_MS}.
 */
export function takeEarly<T>(key: string): Promise<T> | null {
  const entry = pending.get(key);
  if (!entry) return null;
  pending.delete(key);
  return Date.now() - entry.at <= EARLY_REQUEST_TTL_MS ? (entry.promise as Promise<T>) : null;
}
