/** Where the build puts the service worker (apps/web/vite-pwa.ts, vite-plugin-pwa's default name). */
export const SERVICE_WORKER_URL = '/sw.js';
/**
 * How often an open page asks the server for a new app version, in ms (spec §4 "Update banner"; the
 * spec gives no period: an hour costs one small conditional request).
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the page asks again, but not more often than this, in ms. */
export const FOCUS_CHECK_MIN_INTERVAL_MS = 60_000;

/**
 * The part of workbox-window's `Workbox` this module uses, so tests can hand in a fake. `register`
 * resolves to the registration (undefined when the browser refused it).
 */
export interface ServiceWorkerClient {
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
  addEventListener(type: ServiceWorkerEventType, listener: (event: ServiceWorkerEvent) => void): void;
  removeEventListener(type: ServiceWorkerEventType, listener: (event: ServiceWorkerEvent) => void): void;
}

/** The workbox-window events this module listens to. */
export type ServiceWorkerEventType = 'installed' | 'waiting' | 'controlling';

/**
 * What a workbox-window event says of its worker: `isUpdate`, a worker other than the one that
 * controlled the page when it registered; `isExternal`, a worker this page's registration did not
 * start (a later deploy found by a check, or another tab).
 */
export interface ServiceWorkerEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

/** The browser bits {@link watchServiceWorker} needs (a test passes its own window and reload). */
export interface ServiceWorkerEnv {
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  reload: () => void;
  now: () => number;
}

/** What the page can do with a watched service worker. */
export interface ServiceWorkerUpdates {
  /**
   * Spec §1 "Refresh": lets the waiting worker take over and reloads (once) when it controls the
   * page or has activated; with no waiting worker (another tab already switched), reloads at once.
   */
  refresh(): void;
  /** Stops the periodic and on-focus checks and drops the listeners. */
  stop(): void;
}

/**
 * Registers the app's service worker through `client` and watches for a new version (spec §1, §4
 * "Update banner"): `onNeedRefresh` is called when a new worker is installed and waiting, or — on a
 * page no worker controlled — installed at all (found at start, by the browser's own check on
 * navigation, or by ours: every {@link UPDATE_CHECK_INTERVAL_MS}
 * and when the page is focused or shown again, at most once per {@link FOCUS_CHECK_MIN_INTERVAL_MS}).
 * A failed check (offline) is ignored: the next one tries again.
 */
export function watchServiceWorker(
  client: ServiceWorkerClient,
  onNeedRefresh: () => void,
  env: ServiceWorkerEnv = browserEnv(),
): ServiceWorkerUpdates {
  let registration: Promise<ServiceWorkerRegistration | undefined> = client.register().catch(() => undefined);
  let lastCheck = env.now();
  const check = () => {
    lastCheck = env.now();
    client.update().catch(() => {});
  };
  const onFocus = () => {
    if (env.doc.visibilityState === 'hidden') return;
    if (env.now() - lastCheck >= FOCUS_CHECK_MIN_INTERVAL_MS) check();
  };
  const onWaiting = () => onNeedRefresh();
  // A page no worker controls (the first visit) has nothing to wait for: a newer worker installs and
  // activates at once, and only its 'installed' event tells this page that it runs old code.
  const onInstalled = (event: ServiceWorkerEvent) => {
    if (event.isUpdate || event.isExternal) onNeedRefresh();
  };
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    env.reload();
  };
  client.addEventListener('waiting', onWaiting);
  client.addEventListener('installed', onInstalled);
  env.win.addEventListener('focus', onFocus);
  env.doc.addEventListener('visibilitychange', onFocus);
  const timer = env.win.setInterval(check, UPDATE_CHECK_INTERVAL_MS);

  return {
    refresh() {
      void registration.then((reg) => {
        const waiting = reg?.waiting;
        if (!waiting) return reloadOnce();
        // A page the old worker controls reloads when the new one takes over ('controlling'); a page
        // no worker controls yet (opened before the first worker was installed) when it has activated.
        client.addEventListener('controlling', reloadOnce);
        waiting.addEventListener('statechange', () => {
          if (waiting.state === 'activated') reloadOnce();
        });
        client.messageSkipWaiting();
      });
    },
    stop() {
      client.removeEventListener('waiting', onWaiting);
      client.removeEventListener('installed', onInstalled);
      client.removeEventListener('controlling', reloadOnce);
      env.win.removeEventListener('focus', onFocus);
      env.doc.removeEventListener('visibilitychange', onFocus);
      env.win.clearInterval(timer);
      registration = Promise.resolve(undefined);
    },
  };
}

function browserEnv(): ServiceWorkerEnv {
  return { win: window, doc: document, reload: () => window.location.reload(), now: Date.now };
}

/**
 * Starts {@link watchServiceWorker} on the real service worker in a production build whose browser
 * has service workers; resolves to undefined elsewhere (the dev server and unit tests serve no
 * `sw.js`). workbox-window is loaded on demand, off the first page's code.
 */
export async function startServiceWorker(
  onNeedRefresh: () => void,
): Promise<ServiceWorkerUpdates | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const { Workbox } = await import('workbox-window');
  return watchServiceWorker(new Workbox(SERVICE_WORKER_URL), onNeedRefresh);
}
