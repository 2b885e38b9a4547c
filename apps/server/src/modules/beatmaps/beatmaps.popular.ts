import { POPULAR_WINDOW_DAYS, type PopularBeatmaps } from '@synthhub/shared/beatmaps/popular';
import type { Db } from '../../db/client.ts';
import { presentBeatmap } from './beatmaps.presenter.ts';
import { findBeatmapsByIds } from './beatmaps.repository.ts';
import { rankPopularBeatmaps } from './popular.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The start of "this week" at `now`: the UTC midnight {@link POPULAR_WINDOW_DAYS} − 1 days before
 * today, so the window is today and the six days before it (download days are UTC dates).
 */
export function popularSince(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (POPULAR_WINDOW_DAYS - 1) * DAY_MS);
}

/**
 * `GET /api/beatmaps/popular` (home page "Popular this week"; docs/decisions/0022): up to `limit`
 * published beatmaps ranked by downloads and net votes since {@link popularSince} (see
 * `rankPopularBeatmaps`), each presented (formats.md §6.3) with `week_downloads` and `week_votes`.
 * An empty `data` when nothing was downloaded or voted on in the window.
 */
export async function listPopularBeatmaps(
  ctx: { db: Db },
  limit: number,
  now = new Date(),
): Promise<PopularBeatmaps> {
  const since = popularSince(now);
  const ranked = await rankPopularBeatmaps(ctx.db, since, limit);
  const rows = await findBeatmapsByIds(
    ctx.db,
    ranked.map((r) => r.id),
  );
  const figures = new Map(ranked.map((r) => [r.id, r]));
  return {
    since: since.toISOString(),
    data: rows.map((row) => ({
      ...presentBeatmap(row),
      week_downloads: figures.get(row.id)?.downloads ?? 0,
      week_votes: figures.get(row.id)?.votes ?? 0,
    })),
  };
}
