import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createBrowserDeviceDeps } from '../connect/browser-deps.ts';
import type { LoadDeviceConfig } from '../connect/connection.ts';
import { DeviceController, type DeviceControllerDeps } from '../connect/device-controller.ts';
import { deviceConfigQueryOptions } from '../connect/get-device-config.ts';
import { TransferQueue } from '../installer/transfer-queue.ts';
import { type DeviceApi, DeviceContext } from './device-context.ts';
import { deviceKeys } from './device-keys.ts';

// Loaded the first time a browser turns out not to support a device type (docs/decisions/0025).
const NotSupportedDialog = lazy(() =>
  import('./not-supported-dialog.tsx').then((m) => ({ default: m.NotSupportedDialog })),
);

/** Props of {@link DeviceProvider}. */
export interface DeviceProviderProps {
  children: ReactNode;
  /** The browser side (pickers, WebUSB, IndexedDB); default createBrowserDeviceDeps. Tests pass fakes. */
  createDeps?: () => Pick<DeviceControllerDeps, 'fsa' | 'quest' | 'store'>;
  /** Default: GET /api/device/config through the query cache. */
  loadConfig?: LoadDeviceConfig;
}

/**
 * Owns the device connection for the whole app (device-notes §5.3): one DeviceController (the state
 * machine in device/connect) and one TransferQueue, exposed as the DeviceApi of device-context.ts.
 * On mount it restores the last device (a folder whose permission holds, a Quest via getDevices).
 * Messages go to notistack; "Not Supported" is a dialog it renders; a device that goes away has
 * its queries (`['device', <connection id>, …]`: content index, legacy files) removed from the
 * cache, so no stale file list survives a disconnect. Must sit inside QueryClientProvider and
 * SnackbarProvider.
 */
export function DeviceProvider({
  children,
  createDeps = createBrowserDeviceDeps,
  loadConfig,
}: DeviceProviderProps) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const notifyRef = useRef(enqueueSnackbar);
  useEffect(() => {
    notifyRef.current = enqueueSnackbar;
  }, [enqueueSnackbar]);

  const [{ controller, queue }] = useState(() => {
    const transferQueue = new TransferQueue();
    return {
      queue: transferQueue,
      controller: new DeviceController({
        ...createDeps(),
        loadConfig: loadConfig ?? (() => queryClient.fetchQuery(deviceConfigQueryOptions())),
        queue: transferQueue,
        notify: (message, variant) => notifyRef.current(message, { variant }),
        onDisconnected: (device) => queryClient.removeQueries({ queryKey: deviceKeys.connection(device) }),
      }),
    };
  });
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // Once shown, the dialog stays mounted so it can fade out when dismissed.
  const [unsupportedSeen, setUnsupportedSeen] = useState(false);
  if (snapshot.unsupported && !unsupportedSeen) setUnsupportedSeen(true);

  useEffect(() => {
    void controller.start();
  }, [controller]);

  const api = useMemo<DeviceApi>(
    () => ({
      status: snapshot.status,
      connect: (type) => controller.connect(type),
      reconnect: () => controller.reconnect(),
      disconnect: () => controller.disconnect(),
      cancelConnect: () => controller.cancelConnect(),
      prepare: (type) => controller.prepare(type),
      queue,
      supported: controller.supported,
    }),
    [snapshot.status, controller, queue],
  );

  return (
    <DeviceContext.Provider value={api}>
      {children}
      {unsupportedSeen && (
        <Suspense fallback={null}>
          <NotSupportedDialog type={snapshot.unsupported} onClose={() => controller.dismissUnsupported()} />
        </Suspense>
      )}
    </DeviceContext.Provider>
  );
}
