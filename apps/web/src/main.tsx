/**
 * The entry point index.html loads; it holds no app code itself (docs/decisions/0029).
 *
 * A page the server rendered is already drawn, with its first covers requested and no code in its
 * head: the server moved index.html's module preloads, and the page's own chunks, into the
 * `#synthhub-code` list. Once the page has loaded and painted, this preloads that list (all at once,
 * so nothing waits on a chain of imports) and starts the app, which adopts the drawn page. Any other
 * page starts the app at once; index.html preloads its code (apps/web/vite-preload-app.ts).
 * A chunk that fails to load (Vite's `vite:preloadError`) reloads the page, at most once a minute
 * (spec §8; lib/chunk-reload.ts), from the start: the app's own chunk may be the one missing.
 * When that reload has already happened, or the app fails to start for another reason, the page
 * says "Synthhub could not load — reload" with the reason instead of staying blank
 * (lib/load-failure.ts; docs/decisions/0048).
 */
import { listenForPreloadErrors } from './lib/chunk-reload.ts';
import { handlePreloadError, reportStartFailure } from './lib/load-failure.ts';

listenForPreloadErrors(window, (error) => handlePreloadError(error));
const start = () => void import('./app/start.tsx').then((m) => m.startApp()).catch(reportStartFailure);

/** Asks for every module in the server's `#synthhub-code` list (URLs under /assets/). */
function preloadCode() {
  let urls: unknown;
  try {
    urls = JSON.parse(document.getElementById('synthhub-code')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const links = document.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    links.append(link);
  }
  document.head.append(links);
}

/** Runs `fn` after the frame that follows the window's load event (now if it has loaded). */
function afterLoadAndPaint(fn: () => void) {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(fn, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

if (document.getElementById('synthhub-ssr'))
  afterLoadAndPaint(() => {
    preloadCode();
    start();
  });
else start();
