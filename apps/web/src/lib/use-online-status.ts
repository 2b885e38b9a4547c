import { useCallback, useSyncExternalStore } from 'react';

/** The browser bits {@link useOnlineStatus} reads (a test passes its own). */
export type OnlineSource = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

/**
 * Whether the browser says it is online (spec §4 "Connectivity": `navigator.onLine`, updated by the
 * window's `online` / `offline` events). True on the server and while adopting a server-rendered
 * page (docs/decisions/0029), so the markup matches; the browser's answer follows at once.
 * `source` is the window unless a test passes its own.
 */
export function useOnlineStatus(source?: OnlineSource): boolean {
  // `window` is read only in the browser: the server renders with the server snapshot
  const subscribe = useCallback(
    (onChange: () => void) => {
      const target = source ?? window;
      target.addEventListener('online', onChange);
      target.addEventListener('offline', onChange);
      return () => {
        target.removeEventListener('online', onChange);
        target.removeEventListener('offline', onChange);
      };
    },
    [source],
  );
  return useSyncExternalStore(
    subscribe,
    () => (source ?? window).navigator.onLine,
    () => true,
  );
}
