/** sessionStorage key holding when the page last reloaded for missing code (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'synthhub.chunk-reload-at';
/** A failed code chunk reloads the page at most this often, in ms (spec §8, §9: once per minute). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** The browser bits {@link reloadForNewCode} uses (tests pass fakes). */
export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Set once this page has asked for a reload; the page is going away. */
let reloading = false;

/**
 * True once {@link reloadForNewCode} has reloaded this page: what fails meanwhile need not be
 * shown, and nothing else need reload it.
 */
export function reloadPending(): boolean {
  return reloading;
}

function browserEnv(): ReloadEnv {
  return { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * True for the errors a browser gives when a code chunk cannot be loaded (Chromium "Failed to fetch
 * dynamically imported module", Safari "Importing a module script failed", Firefox "error loading
 * dynamically imported module"; Vite's "Unable to preload CSS").
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Spec §8 "Code-loading failure": reloads the page so a new deployment's code is fetched, at most once
 * per {@link CHUNK_RELOAD_INTERVAL_MS} (spec §9). The time of the reload is kept in sessionStorage
 * *before* reloading, so it survives the reload: a chunk that is still missing afterwards fails again
 * within the minute and the caller shows the error instead — one reload, never a loop. Answers
 * whether it reloaded; false too when sessionStorage is unavailable (no guard, so no reload).
 */
export function reloadForNewCode(env: ReloadEnv = browserEnv()): boolean {
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    const now = env.now();
    // abs: a clock set back a little still counts as "just reloaded"
    if (Math.abs(now - last) < CHUNK_RELOAD_INTERVAL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/**
 * Handles Vite's `vite:preloadError` (a lazily loaded chunk or its CSS failed, e.g. after a deploy
 * removed it) with the same guard as the route error page: once the code that imported the chunk
 * has seen the error, reloads when {@link reloadForNewCode} allows. The event is not cancelled: the
 * importer fails as it would without this listener, so a route's error reaches the route error page,
 * which may reload first (then this does nothing). Waiting a task matters: a failed navigation has
 * put its URL in the address bar by then, and the reload opens that page, not the one left.
 * Covers what no error page sees: the app's own start chunk (main.tsx), lazily loaded app-bar menus.
 * `reload` gets the event's error (`payload`); main.tsx passes one that also reports a failure
 * before the app started (lib/load-failure.ts). Returns a function that removes the listener.
 */
export function listenForPreloadErrors(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> = window,
  reload: (error: unknown) => void = () => reloadPending() || reloadForNewCode(),
): () => void {
  const onPreloadError = (event: Event) =>
    void win.setTimeout(() => reload((event as Event & { payload?: unknown }).payload), 0);
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
