import { useCallback, useEffect, useRef, useState } from 'react';
import { startServiceWorker, type ServiceWorkerUpdates } from './service-worker.ts';

/** Starts watching for a new app version; resolves to undefined where there is no service worker. */
export type StartAppUpdates = (onNeedRefresh: () => void) => Promise<ServiceWorkerUpdates | undefined>;

/** What {@link useAppUpdate} answers. */
export interface AppUpdate {
  /** A new version is installed and waiting (spec §4 "Update banner"). */
  needRefresh: boolean;
  /** Switches to the new version and reloads the page (spec §1 "Refresh"). */
  refresh: () => void;
}

/**
 * Registers the service worker once the component mounts (never on the server) and reports when a
 * new version of the app waits (spec §1, §4). `start` is the browser's service worker by default
 * (lib/service-worker.ts); tests pass their own. Stops watching on unmount.
 */
export function useAppUpdate(start: StartAppUpdates = startServiceWorker): AppUpdate {
  const [needRefresh, setNeedRefresh] = useState(false);
  const updates = useRef<ServiceWorkerUpdates | undefined>(undefined);

  useEffect(() => {
    let stopped = false;
    void start(() => {
      if (!stopped) setNeedRefresh(true);
    }).then((watching) => {
      if (stopped) watching?.stop();
      else updates.current = watching;
    });
    return () => {
      stopped = true;
      updates.current?.stop();
      updates.current = undefined;
    };
  }, [start]);

  const refresh = useCallback(() => {
    if (updates.current) updates.current.refresh();
    else window.location.reload();
  }, []);

  return { needRefresh, refresh };
}
