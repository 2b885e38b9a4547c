import { Blob as NodeBlob } from 'node:buffer';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { TransferQueue } from '../installer/transfer-queue.ts';
import type { ConnectedDevice, DeviceApi } from './device-context.ts';
import { DeviceContext } from './device-context.ts';

/**
 * Test-only helpers for components that use the device (vitest, jsdom). jsdom's Blob has no
 * `stream()`, which DeviceFs writes need, so {@link useNodeBlob} swaps in Node's Blob for the test.
 */

/** Replaces the global Blob with Node's (stream, arrayBuffer, text); test-utils unstubs it afterwards. */
export function useNodeBlob(): void {
  vi.stubGlobal('Blob', NodeBlob);
}

/** One fake answer of {@link stubDownloads}: bytes with a Content-Disposition name, or an HTTP error. */
export type StubDownload = { bytes: Uint8Array; filename: string } | { status: number; message: string };

/** Stubs `fetch` so `path` answers as given (404 JSON for anything else); returns the requested paths. */
export function stubDownloads(
  routes: Record<string, StubDownload | ((path: string) => Promise<Response>)>,
): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname + url.search;
    calls.push(path);
    const route = routes[path];
    if (typeof route === 'function') return route(path);
    if (route && 'bytes' in route) {
      return new Response(route.bytes as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(route.bytes.length),
          'Content-Disposition': `attachment; filename="${route.filename}"`,
        },
      });
    }
    const status = route?.status ?? 404;
    return new Response(JSON.stringify({ statusCode: status, message: route?.message ?? 'Not Found' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** A DeviceApi with `device` connected (or nothing when null) and a real TransferQueue. */
export function deviceApi(device: ConnectedDevice | null, queue = new TransferQueue()): DeviceApi {
  return {
    status: device ? { state: 'connected', device } : { state: 'idle' },
    connect: vi.fn(async () => true),
    reconnect: vi.fn(async () => true),
    disconnect: vi.fn(async () => {}),
    queue,
    supported: { pc: true, quest: true, directory: true },
  };
}

/** Renders `ui` in the app's providers, a memory router, and a DeviceContext holding `api`. */
export function renderWithDevice(ui: ReactNode, api: DeviceApi) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <DeviceContext.Provider value={api}>
        <MemoryRouter>{ui}</MemoryRouter>
      </DeviceContext.Provider>
    </AppProvider>,
  );
  return { ...utils, queryClient };
}
