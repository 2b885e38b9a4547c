import type { BackgroundTasks } from '../../lib/background.ts';

/** Writes a batch of download counts: beatmap id → downloads to add. */
export type WriteDownloadCounts = (batch: ReadonlyMap<number, number>) => Promise<void>;

/**
 * Beatmap download counts gathered for `windowMs` (default 1000 ms) and written in one statement,
 * off the response path (design.md §2). Each `UPDATE beatmaps` rewrites the row's generated
 * full-text column and its indexes and fires the totals trigger, so under load one statement per
 * window costs far less than one per download (README "Load test"). The pending write is a
 * {@link BackgroundTasks} task: the app's close and tests' `settled()` wait for it, so no count is
 * lost on a clean shutdown; a crash loses at most one window of counts.
 */
export class DownloadCounts {
  private pending = new Map<number, number>();
  private scheduled = false;

  constructor(
    private readonly write: WriteDownloadCounts,
    private readonly background: BackgroundTasks,
    private readonly windowMs = 1000,
  ) {}

  /** Counts one download of beatmap `id`; written within `windowMs`. */
  add(id: number): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    if (this.scheduled) return;
    this.scheduled = true;
    this.background.run('beatmap download counts', this.flushLater());
  }

  private async flushLater(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.windowMs));
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size > 0) await this.write(batch);
  }
}
