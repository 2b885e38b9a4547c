import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, chartathonEntries, chartathons } from '../../db/schema/index.ts';

/** A chartathon row. */
export type ChartathonRow = typeof chartathons.$inferSelect;
/** An entry row with `publishedBeatmapId`: its beatmap's id when that beatmap is published, else null. */
export type ChartathonEntryRow = typeof chartathonEntries.$inferSelect & {
  publishedBeatmapId: number | null;
};

/** The chartathons, newest year first; only `year`'s when given. */
export async function listChartathons(db: Db, year?: number): Promise<ChartathonRow[]> {
  return db
    .select()
    .from(chartathons)
    .where(year === undefined ? undefined : eq(chartathons.year, year))
    .orderBy(desc(chartathons.year), desc(chartathons.id));
}

/** The entries of these chartathons by placement, each with its beatmap id when that beatmap is published. */
export async function listEntries(db: Db, chartathonIds: number[]): Promise<ChartathonEntryRow[]> {
  if (chartathonIds.length === 0) return [];
  const rows = await db
    .select({ entry: chartathonEntries, publishedBeatmapId: beatmaps.id })
    .from(chartathonEntries)
    .leftJoin(beatmaps, and(eq(beatmaps.id, chartathonEntries.beatmapId), eq(beatmaps.published, true)))
    .where(inArray(chartathonEntries.chartathonId, chartathonIds))
    .orderBy(asc(chartathonEntries.placement), asc(chartathonEntries.id));
  return rows.map((r) => ({ ...r.entry, publishedBeatmapId: r.publishedBeatmapId }));
}
