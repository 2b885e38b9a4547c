import { Blob as NodeBlob } from 'node:buffer';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { TransferQueue } from '../device/installer/transfer-queue.ts';
import { type ConnectedDevice, type DeviceApi, DeviceContext } from '../device/react/device-context.ts';
import { type FetchAnswer, stubFetch } from './page-test-utils.tsx';
import { renderRoutes } from './test-utils.tsx';

/**
 * A DeviceApi for page tests (the contract of device-context.ts): connected to `device` (or idle
 * for null), a real TransferQueue, and `connect`/`reconnect`/`disconnect` as vi mocks.
 */
export function testDeviceApi(device: ConnectedDevice | null, overrides: Partial<DeviceApi> = {}): DeviceApi {
  return {
    status: device ? { state: 'connected', device } : { state: 'idle' },
    connect: vi.fn(async () => true),
    reconnect: vi.fn(async () => true),
    disconnect: vi.fn(async () => {}),
    queue: new TransferQueue(),
    supported: { pc: true, quest: true, directory: true },
    ...overrides,
  };
}

/** Renders `element` at `path` (its route pattern `pattern`, default `path`) inside the app's providers and `api`. */
export function renderWithDevice(
  api: DeviceApi,
  element: ReactNode,
  path: string,
  pattern = path.split('?')[0]!,
) {
  const routes: RouteObject[] = [
    { path: pattern, element: <DeviceContext.Provider value={api}>{element}</DeviceContext.Provider> },
    { path: '*', element: <DeviceContext.Provider value={api}>elsewhere</DeviceContext.Provider> },
  ];
  return renderRoutes(routes, path);
}

/**
 * Renders `element` at `path` (see {@link renderWithDevice}) with a {@link testDeviceApi} connected
 * to `device` (idle for null) and `fetch` answered by `answer`. Returns the DeviceApi as `api`,
 * `requests()` (every URL asked for) and the render utils. `overrides` replace parts of the API (`supported`…).
 */
export function renderDevicePage(
  device: ConnectedDevice | null,
  element: ReactNode,
  path: string,
  answer: FetchAnswer,
  overrides: Partial<DeviceApi> = {},
) {
  const { requests } = stubFetch(answer);
  const api = testDeviceApi(device, overrides);
  return { api, requests, ...renderWithDevice(api, element, path) };
}

/** A download answer: the bytes with `Content-Disposition: attachment; filename="…"`. */
export function fileResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

/**
 * jsdom's Blob has no `stream()`, which every DeviceFs write reads from: call this in `beforeEach`
 * so the test's Blobs (and MemoryDeviceFs's) are Node's (undone by `vi.unstubAllGlobals`).
 */
export function stubNodeBlob(): void {
  vi.stubGlobal('Blob', NodeBlob);
}
