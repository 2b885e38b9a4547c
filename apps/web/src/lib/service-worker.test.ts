import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_CHECK_MIN_INTERVAL_MS,
  type ServiceWorkerClient,
  type ServiceWorkerEnv,
  type ServiceWorkerEvent,
  UPDATE_CHECK_INTERVAL_MS,
  watchServiceWorker,
} from './service-worker.ts';

type Listener = (event: ServiceWorkerEvent) => void;

/** A stand-in for workbox-window's Workbox: counts checks, fires its events on demand. */
function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const listeners = new Map<string, Set<Listener>>();
  const client = {
    updates: 0,
    skipWaitingMessages: 0,
    register: vi.fn(async () => registration as ServiceWorkerRegistration | undefined),
    update: async () => void (client.updates += 1),
    messageSkipWaiting: () => void (client.skipWaitingMessages += 1),
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    fire: (type: string, event: ServiceWorkerEvent = {}) =>
      listeners.get(type)?.forEach((listener) => listener(event)),
  };
  return client satisfies ServiceWorkerClient;
}

/** A worker in the `installed` (waiting) state; `activate()` moves it on as skipWaiting would. */
function waitingWorker() {
  const worker = Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState });
  return Object.assign(worker as unknown as ServiceWorker, {
    activate: () => {
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
    },
  });
}

function fakeEnv() {
  const env: ServiceWorkerEnv & { reloads: number; doc: Document } = {
    win: window,
    doc: document,
    reload: () => void (env.reloads += 1),
    now: () => Date.now(),
    reloads: 0,
  };
  return env;
}

describe('watchServiceWorker (spec §1, §4 update banner)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers and reports a new version once it is installed and waiting', () => {
    const client = fakeWorkbox({});
    const onNeedRefresh = vi.fn();
    const watching = watchServiceWorker(client, onNeedRefresh, fakeEnv());
    expect(client.register).toHaveBeenCalledTimes(1);
    expect(onNeedRefresh).not.toHaveBeenCalled();
    client.fire('waiting');
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    watching.stop();
  });

  it('reports a newer worker installed while no worker controls the page (it activates at once)', () => {
    const client = fakeWorkbox({});
    const onNeedRefresh = vi.fn();
    const watching = watchServiceWorker(client, onNeedRefresh, fakeEnv());
    // the first visit's own worker: nothing to refresh
    client.fire('installed', {});
    expect(onNeedRefresh).not.toHaveBeenCalled();
    // a later deploy's worker, found by a check
    client.fire('installed', { isExternal: true });
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    client.fire('installed', { isUpdate: true });
    expect(onNeedRefresh).toHaveBeenCalledTimes(2);
    watching.stop();
    client.fire('installed', { isExternal: true });
    expect(onNeedRefresh).toHaveBeenCalledTimes(2);
  });

  it('asks for a new version every hour and on focus, at most once a minute', async () => {
    const client = fakeWorkbox({});
    const watching = watchServiceWorker(client, () => {}, fakeEnv());
    window.dispatchEvent(new Event('focus'));
    expect(client.updates).toBe(0);
    vi.advanceTimersByTime(FOCUS_CHECK_MIN_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(client.updates).toBe(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(client.updates).toBe(2);
    watching.stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(client.updates).toBe(2);
  });

  it('Refresh lets the waiting worker take over, then reloads once when it controls the page', async () => {
    const worker = waitingWorker();
    const client = fakeWorkbox({ waiting: worker });
    const env = fakeEnv();
    const watching = watchServiceWorker(client, () => {}, env);
    watching.refresh();
    await vi.waitFor(() => expect(client.skipWaitingMessages).toBe(1));
    expect(env.reloads).toBe(0);
    client.fire('controlling');
    expect(env.reloads).toBe(1);
    worker.activate();
    expect(env.reloads).toBe(1);
    watching.stop();
  });

  it('Refresh on a page no worker controls yet reloads when the new worker has activated', async () => {
    const worker = waitingWorker();
    const client = fakeWorkbox({ waiting: worker });
    const env = fakeEnv();
    watchServiceWorker(client, () => {}, env).refresh();
    await vi.waitFor(() => expect(client.skipWaitingMessages).toBe(1));
    expect(env.reloads).toBe(0);
    worker.activate();
    expect(env.reloads).toBe(1);
  });

  it('Refresh with no worker waiting (another tab switched already) reloads at once', async () => {
    const client = fakeWorkbox({ waiting: null });
    const env = fakeEnv();
    watchServiceWorker(client, () => {}, env).refresh();
    await vi.waitFor(() => expect(env.reloads).toBe(1));
    expect(client.skipWaitingMessages).toBe(0);
  });

  it('a failed registration or check (offline) is not an error', async () => {
    const client = fakeWorkbox(undefined);
    client.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker'));
    client.update = () => Promise.reject(new TypeError('Failed to fetch'));
    const env = fakeEnv();
    const watching = watchServiceWorker(client, () => {}, env);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    watching.refresh();
    await vi.waitFor(() => expect(env.reloads).toBe(1));
    watching.stop();
  });
});
