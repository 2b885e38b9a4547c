import { isChunkLoadError, reloadForNewCode, reloadPending } from './chunk-reload.ts';

/** The heading shown when the site's code cannot be loaded (docs/decisions/0048). */
export const LOAD_FAILURE_TITLE = 'Synthhub could not load — reload';
/** What the person can do about it, under the heading. */
export const LOAD_FAILURE_HINT =
  'Part of the site did not arrive: the site may have been updated since this page was opened, or the connection dropped. Reloading fetches it again.';

/** The id of the message's element, so a second failure does not draw it twice. */
const MESSAGE_ID = 'synthhub-load-failure';

/** The reason to show for an error: its message, else its text; never a stack. */
export function loadFailureReason(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/**
 * Draws "Synthhub could not load — reload" with the reason and a Reload button into `#root` (or the
 * body), in plain DOM: it must work when React itself did not load (docs/decisions/0048). Replaces the
 * boot bar or the server-rendered page, which would otherwise stay on screen, dead, for good. Once
 * per page: later failures keep the first message. `reload` defaults to `location.reload()`.
 */
export function showLoadFailure(
  error: unknown,
  doc: Document = document,
  reload: () => void = () => doc.defaultView?.location.reload(),
): void {
  if (doc.getElementById(MESSAGE_ID)) return;
  const box = doc.createElement('div');
  box.id = MESSAGE_ID;
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:40rem;margin:15vh auto;padding:0 24px;color:#f5f5f7;' +
    "font:16px/1.5 Roboto,'Segoe UI',system-ui,-apple-system,'Helvetica Neue',Arial,sans-serif";
  const title = doc.createElement('h1');
  title.textContent = LOAD_FAILURE_TITLE;
  title.style.cssText = 'font-size:28px;margin:0 0 12px;color:#f06292';
  const hint = doc.createElement('p');
  hint.textContent = LOAD_FAILURE_HINT;
  const reason = doc.createElement('p');
  reason.textContent = `Reason: ${loadFailureReason(error)}`;
  reason.style.cssText =
    'font-family:ui-monospace,monospace;font-size:14px;color:#bdbdc7;word-break:break-word';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.style.cssText =
    'margin-top:8px;padding:8px 22px;font:inherit;font-weight:600;color:#121216;background:#f06292;' +
    'border:0;border-radius:4px;cursor:pointer';
  button.addEventListener('click', () => reload());
  box.append(title, hint, reason, button);
  const root = doc.getElementById('root') ?? doc.body;
  root.replaceChildren(box);
  button.focus();
}

/** Whether the app has drawn its first page (`<html data-started>`, app/start.tsx). */
export function appStarted(doc: Document = document): boolean {
  return doc.documentElement.dataset.started !== undefined;
}

/**
 * What the entry (main.tsx) does when the app's code fails before the app is on screen: a missing
 * chunk reloads the page once a minute at most (spec §8, lib/chunk-reload.ts); otherwise — the
 * reload already happened, or the failure is not a missing chunk — the page says so with the reason
 * ({@link showLoadFailure}) instead of staying blank (docs/decisions/0048).
 */
export function reportStartFailure(error: unknown, doc: Document = document): void {
  if (reloadPending() || (isChunkLoadError(error) && reloadForNewCode())) return;
  console.error(error);
  showLoadFailure(error, doc);
}

/**
 * Main.tsx's handler of Vite's `vite:preloadError` (lib/chunk-reload.ts): reloads once a minute at
 * most, as before; when that reload already happened and the app is not on screen yet, shows the
 * failure ({@link showLoadFailure}). Once the app runs, a route's failure is its error page's
 * (app/routes/route-error.tsx) and a missing menu leaves the page usable.
 */
export function handlePreloadError(error: unknown, doc: Document = document): void {
  if (reloadPending() || reloadForNewCode()) return;
  if (!appStarted(doc)) showLoadFailure(error, doc);
}
