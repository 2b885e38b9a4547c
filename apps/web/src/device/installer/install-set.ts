import type { ContentIndex, InstalledFile } from './content-index.ts';
import type { InstallableItem } from './installable.ts';
import type { Transfer } from './transfer-queue.ts';

/** One thing of a set to install: its label (a song's title) and the site item, or null when the site has none. */
export interface SetEntry {
  /** What the progress and the summary call it ("Kero - Flamingo"). */
  label: string;
  /** The item to install; null for a song that is not on Synthhub (no beatmap has its hash). */
  item: InstallableItem | null;
}

/**
 * How one entry ended: `installed` (written, or an older copy replaced), `already` (the device had
 * it), `not-on-site` (nothing to install), `failed` (with the spec §8 message) or `cancelled`.
 */
export type SetOutcome = 'installed' | 'already' | 'not-on-site' | 'failed' | 'cancelled';

/** The outcome of one entry; `error` is the transfer's message when it failed. */
export interface SetResult {
  entry: SetEntry;
  outcome: SetOutcome;
  error?: string;
}

/** Progress of a set: `done` of `total` installable entries handled, and the one being installed now. */
export interface SetProgress {
  done: number;
  total: number;
  current: string | null;
}

/** What {@link installSet} needs: the device's content index, and an install that runs on the transfer queue. */
export interface InstallSetDeps {
  index: Pick<ContentIndex, 'status' | 'findItem'>;
  /** Installs one item (replacing `replace`, an older copy) and resolves with its final transfer. */
  install: (item: InstallableItem, replace?: InstalledFile) => Promise<Transfer>;
  /** Aborting it stops the set: the entries not started yet end `cancelled`. */
  signal: AbortSignal;
  onProgress?: (progress: SetProgress) => void;
}

/**
 * Installs a set of items one after the other (a playlist file and its songs; design.md §4 "install
 * a whole playlist"): an entry the device already has is `already`, an outdated one is replaced by
 * the site's primary, one without a site item is `not-on-site`. One at a time so the progress can
 * name the current song; each install is still a transfer-queue job (cancel, retry, panel). Never
 * rejects: a failed install is a `failed` result and the set goes on; after `signal` aborts, the
 * remaining entries are `cancelled`. Results are in the entries' order.
 */
export async function installSet(entries: readonly SetEntry[], deps: InstallSetDeps): Promise<SetResult[]> {
  const total = entries.filter((e) => e.item).length;
  let done = 0;
  const results: SetResult[] = [];
  deps.onProgress?.({ done, total, current: null });
  for (const entry of entries) {
    const { item } = entry;
    if (!item) {
      results.push({ entry, outcome: 'not-on-site' });
      continue;
    }
    if (deps.signal.aborted) {
      results.push({ entry, outcome: 'cancelled' });
      continue;
    }
    const status = deps.index.status(item);
    if (status === 'installed') {
      results.push({ entry, outcome: 'already' });
    } else {
      deps.onProgress?.({ done, total, current: entry.label });
      const replace = status === 'outdated' ? deps.index.findItem(item) : undefined;
      const transfer = await deps.install(item, replace);
      if (transfer.state === 'done') results.push({ entry, outcome: 'installed' });
      else if (transfer.state === 'cancelled' || deps.signal.aborted)
        results.push({ entry, outcome: 'cancelled' });
      else results.push({ entry, outcome: 'failed', error: transfer.error ?? 'Unknown Error' });
    }
    done += 1;
    deps.onProgress?.({ done, total, current: null });
  }
  return results;
}

/** The number of results with each outcome. */
export function countOutcomes(results: readonly SetResult[]): Record<SetOutcome, number> {
  const counts: Record<SetOutcome, number> = {
    installed: 0,
    already: 0,
    'not-on-site': 0,
    failed: 0,
    cancelled: 0,
  };
  for (const r of results) counts[r.outcome] += 1;
  return counts;
}
