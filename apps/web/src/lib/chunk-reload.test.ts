import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  listenForPreloadErrors,
  type ReloadEnv,
  reloadForNewCode,
  reloadPending,
} from './chunk-reload.ts';

/** A session whose storage outlives the page's reloads, as sessionStorage does. */
function session(start = 1_000_000) {
  const store = new Map<string, string>();
  const env = {
    clock: start,
    reloads: 0,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    now: () => env.clock,
    reload: () => void (env.reloads += 1),
  };
  return { env: env as ReloadEnv & typeof env, store };
}

describe('reloadForNewCode (spec §8 code-loading failure, §9 once per minute)', () => {
  it('reloads once, then refuses within the minute: the guard outlives the reload', () => {
    const { env, store } = session();
    expect(reloadPending()).toBe(false);
    expect(reloadForNewCode(env)).toBe(true);
    expect(reloadPending()).toBe(true);
    expect(env.reloads).toBe(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(env.clock));
    // the reloaded page fails again on the same missing chunk
    env.clock += 5_000;
    expect(reloadForNewCode(env)).toBe(false);
    env.clock += CHUNK_RELOAD_INTERVAL_MS - 5_001;
    expect(reloadForNewCode(env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('reloads again once a minute has passed', () => {
    const { env } = session();
    reloadForNewCode(env);
    env.clock += CHUNK_RELOAD_INTERVAL_MS;
    expect(reloadForNewCode(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('does not reload in a loop when the clock was set back', () => {
    const { env } = session();
    reloadForNewCode(env);
    env.clock -= 10_000;
    expect(reloadForNewCode(env)).toBe(false);
  });

  it('does not reload when sessionStorage is unavailable (no guard could stop a loop)', () => {
    const { env } = session();
    env.storage.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(reloadForNewCode(env)).toBe(false);
    expect(env.reloads).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it("knows the browsers' messages for a chunk that failed to load, and nothing else", () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js');
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Beatmap 4 not found'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe("listenForPreloadErrors (Vite's vite:preloadError)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  it('reloads once the importer has seen the error (the next task), leaving the event as it is', () => {
    const reload = vi.fn(() => true);
    const stop = listenForPreloadErrors(window, reload);
    const event = preloadError();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(preloadError());
    vi.advanceTimersByTime(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shares one guard: a second failure after the reload does not reload again', () => {
    const { env } = session();
    const stop = listenForPreloadErrors(window, () => reloadForNewCode(env));
    window.dispatchEvent(preloadError());
    vi.advanceTimersByTime(0);
    env.clock += 2_000;
    window.dispatchEvent(preloadError());
    vi.advanceTimersByTime(0);
    stop();
    expect(env.reloads).toBe(1);
  });
});
