import { sql } from 'drizzle-orm';
import { beatmapDownloadDays, beatmaps, votes } from '../../db/schema/index.ts';
import type { DbOrTx } from './beatmaps.repository.ts';

/** How much one net vote (up − down) weighs against one download in the popularity figure. */
export const POPULAR_VOTE_WEIGHT = 10;

/** One ranked beatmap: its id and the figures of the window. */
export interface PopularRow {
  id: number;
  downloads: number;
  votes: number;
}

/**
 * The published beatmaps most popular since `since` (docs/decisions/0022), best first, at most
 * `limit`: popularity = downloads counted on UTC days from `since`'s day on (`beatmap_download_days`)
 * + {@link POPULAR_VOTE_WEIGHT} × net votes (up − down) cast or changed since `since` (`votes.updated_at`).
 * Only beatmaps with a positive popularity are listed; ties go to the larger all-time
 * `download_count`, then the newer id.
 */
export async function rankPopularBeatmaps(db: DbOrTx, since: Date, limit: number): Promise<PopularRow[]> {
  const day = since.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    with dl as (
      select ${beatmapDownloadDays.beatmapId} as id, sum(${beatmapDownloadDays.downloads}) as n
      from ${beatmapDownloadDays} where ${beatmapDownloadDays.day} >= ${day}::date
      group by ${beatmapDownloadDays.beatmapId}
    ), v as (
      select ${votes.itemId} as id, sum(${votes.value}) as n
      from ${votes} where ${votes.kind} = 'beatmap' and ${votes.updatedAt} >= ${since.toISOString()}::timestamptz
      group by ${votes.itemId}
    ), ranked as (
      select b.id, coalesce(dl.n, 0) as downloads, coalesce(v.n, 0) as votes, b.download_count
      from ${beatmaps} b
      left join dl on dl.id = b.id
      left join v on v.id = b.id
      where (dl.id is not null or v.id is not null) and b.published and b.published_at is not null
    )
    select id, downloads, votes from ranked
    where downloads + ${POPULAR_VOTE_WEIGHT} * votes > 0
    order by downloads + ${POPULAR_VOTE_WEIGHT} * votes desc, download_count desc, id desc
    limit ${limit}`);
  // PGlite answers `{rows}`, node-postgres through drizzle may answer the array itself.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((row) => ({
    id: Number(row.id),
    downloads: Number(row.downloads),
    votes: Number(row.votes),
  }));
}
