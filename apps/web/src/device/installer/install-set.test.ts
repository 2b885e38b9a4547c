import { describe, expect, it } from 'vitest';
import type { InstallStatus } from './content-index.ts';
import { countOutcomes, installSet, type SetEntry, type SetProgress } from './install-set.ts';
import type { InstallableItem } from './installable.ts';
import type { Transfer } from './transfer-queue.ts';

const item = (id: number): InstallableItem => ({
  kind: 'beatmap',
  id,
  name: `Song ${id}`,
  download_url: `/api/beatmaps/${id}/download`,
  published_at: null,
});
const transfer = (state: Transfer['state'], error?: string): Transfer => ({
  id: 'x',
  label: 'x',
  state,
  loaded: 0,
  total: undefined,
  error,
});
const entries: SetEntry[] = [1, 2, 3].map((id) => ({ label: `Song ${id}`, item: item(id) }));

function index(statuses: Record<number, InstallStatus>) {
  return { status: (i: InstallableItem) => statuses[i.id] ?? 'missing', findItem: () => undefined };
}

describe('installSet', () => {
  it('installs what is missing, skips what is there, reports failures and keeps going', async () => {
    const installed: number[] = [];
    const progress: SetProgress[] = [];
    const results = await installSet([...entries, { label: 'Elsewhere', item: null }], {
      index: index({ 2: 'installed' }),
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      install: async (i) => {
        installed.push(i.id);
        return i.id === 3 ? transfer('failed', 'Error downloading beatmap: 500') : transfer('done');
      },
    });
    expect(installed).toEqual([1, 3]);
    expect(results.map((r) => r.outcome)).toEqual(['installed', 'already', 'failed', 'not-on-site']);
    expect(results[2]!.error).toBe('Error downloading beatmap: 500');
    expect(countOutcomes(results)).toMatchObject({ installed: 1, already: 1, failed: 1, 'not-on-site': 1 });
    expect(progress).toContainEqual({ done: 0, total: 3, current: 'Song 1' });
    expect(progress).toContainEqual({ done: 2, total: 3, current: 'Song 3' });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3, current: null });
  });

  it('after a cancel, the running install ends cancelled and nothing else starts', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await installSet(entries, {
      index: index({}),
      signal: controller.signal,
      install: async (i) => {
        started.push(i.id);
        controller.abort();
        return transfer('cancelled');
      },
    });
    expect(started).toEqual([1]);
    expect(results.map((r) => r.outcome)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('replaces an outdated copy with the site primary', async () => {
    const old = { path: 'SynthRidersUC/CustomSongs/1-old.synth' };
    let replaced: unknown;
    await installSet([entries[0]!], {
      index: { status: () => 'outdated', findItem: () => old as never },
      signal: new AbortController().signal,
      install: async (_i, replace) => {
        replaced = replace;
        return transfer('done');
      },
    });
    expect(replaced).toBe(old);
  });
});
