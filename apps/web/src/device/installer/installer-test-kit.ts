import { withSiteMeta } from '@synthhub/formats/synth/site-meta';
import { writeZip } from '@synthhub/formats/zip/write-zip';
import { DEFAULT_DEVICE_CONFIG } from '@synthhub/shared/device/device-config';
import { type DeviceType, layoutProbeFolders, resolveLayout } from '@synthhub/shared/device/layout';
import { type ApiClient, createApiClient } from '../../lib/api-client.ts';
import { createSessionStore } from '../../lib/session-store.ts';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import type { ConnectedDevice } from '../react/device-context.ts';
import type { TransferContext } from './transfer-queue.ts';

/**
 * A connected device over a MemoryDeviceFs for installer tests: the layout resolved as the connect
 * flow would, from the folders that exist on `fs` (default: none, so the current game's folders).
 */
export async function memoryDevice(type: DeviceType, fs = new MemoryDeviceFs()): Promise<ConnectedDevice> {
  const input = { device: type, ...DEFAULT_DEVICE_CONFIG };
  const existing: string[] = [];
  for (const folder of layoutProbeFolders(input)) if (await fs.exists(folder)) existing.push(folder);
  const capabilities = fs.capabilities;
  if (type !== 'quest' && (capabilities.setMtime || capabilities.setMode)) {
    throw new Error('memoryDevice: pass a MemoryDeviceFs without setMtime/setMode for pc and directory');
  }
  return {
    type,
    label: type === 'quest' ? 'Quest 3' : type === 'pc' ? 'PC' : 'Folder',
    fs,
    layout: resolveLayout(input, existing),
  };
}

/** A MemoryDeviceFs like the File System Access adapter (no mtime, no mode). */
export function pcFs(): MemoryDeviceFs {
  return new MemoryDeviceFs({ capabilities: { setMtime: false, setMode: false } });
}

/** One fake download answer: its bytes and the Content-Disposition header (or none), or an HTTP error. */
export type FakeDownload =
  { bytes: Uint8Array; disposition?: string | null } | { status: number; message: string };

/** An API client over a fake fetch that answers `routes[path]` (404 for anything else); `calls` records paths. */
export function fakeApi(routes: Record<string, FakeDownload>): { client: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test.local');
    const path = url.pathname + url.search;
    calls.push(path);
    const route = routes[path];
    if (!route || 'status' in route) {
      const status = route?.status ?? 404;
      const message = route?.message ?? 'Not Found';
      return new Response(JSON.stringify({ statusCode: status, message }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const headers = new Headers({
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(route.bytes.length),
    });
    if (route.disposition) headers.set('Content-Disposition', route.disposition);
    return new Response(new Blob([route.bytes as Uint8Array<ArrayBuffer>]), { status: 200, headers });
  };
  const client = createApiClient({ baseUrl: 'http://test.local', session: createSessionStore(null), fetch });
  return { client, calls };
}

/** A transfer context that records progress; `abort` cancels it. */
export function testContext(): TransferContext & {
  progress: [number, number | undefined][];
  abort: () => void;
} {
  const controller = new AbortController();
  const progress: [number, number | undefined][] = [];
  return {
    signal: controller.signal,
    onProgress: (loaded, total) => progress.push([loaded, total]),
    progress,
    abort: () => controller.abort(new DOMException('Cancelled', 'AbortError')),
  };
}

/** A small `.synth`-like zip; with `meta`, carrying `synthriderz.meta.json` as site downloads do. */
export function synthBytes(meta?: { id: number; hash: string }, deflateMeta = false): Uint8Array {
  const modified = new Date(Date.UTC(2024, 0, 1));
  const entries = [
    {
      name: 'beatmap.meta.bin',
      bytes: new TextEncoder().encode('{"name":"x"}'.repeat(50)),
      modified,
      method: 8 as const,
    },
    { name: 'track.data.json', bytes: new TextEncoder().encode('{}'), modified, method: 0 as const },
  ];
  if (meta && deflateMeta) {
    const bytes = new TextEncoder().encode(JSON.stringify(meta));
    return writeZip([...entries, { name: 'synthriderz.meta.json', bytes, modified, method: 8 }]);
  }
  const zip = writeZip(entries);
  return meta ? withSiteMeta(zip, meta) : zip;
}

/** A 64-hex hash made of one repeated hex digit. */
export function hashOf(digit: string): string {
  return digit.repeat(64);
}
