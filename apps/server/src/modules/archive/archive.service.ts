import type { Chartathon } from '@synthhub/shared/archive/archive.schemas';
import type { Db } from '../../db/client.ts';
import * as repo from './archive.repository.ts';

/**
 * The chartathon archive (`/archive/chartathon`, spec §2; docs/decisions/0028): every past contest
 * (or `year`'s only; an empty list when there is none), newest year first, each with its entries by
 * placement. An entry's `beatmap_id` is set only while its beatmap is published on Synthhub, so
 * the page never links to a draft or a deleted map.
 */
export async function listChartathons(ctx: { db: Db }, year?: number): Promise<Chartathon[]> {
  const contests = await repo.listChartathons(ctx.db, year);
  const entries = await repo.listEntries(
    ctx.db,
    contests.map((c) => c.id),
  );
  return contests.map((c) => ({
    id: c.id,
    year: c.year,
    title: c.title,
    theme: c.theme,
    description: c.description,
    entries: entries
      .filter((e) => e.chartathonId === c.id)
      .map((e) => ({
        id: e.id,
        placement: e.placement,
        title: e.title,
        mapper_name: e.mapperName,
        judges_notes: e.judgesNotes,
        beatmap_id: e.publishedBeatmapId,
      })),
  }));
}
