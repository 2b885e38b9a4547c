import type { Season } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasons } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { slugReference } from '@synthhub/shared/api/slug-reference';

type SeasonRow = typeof seasons.$inferSelect;

/** A season's API shape; `current` when `now` lies in [starts_at, ends_at). */
export function presentSeason(row: SeasonRow, now = new Date()): Season {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    current: row.startsAt <= now && now < row.endsAt,
  };
}

/** `GET /api/seasons`: every season, newest start first (a bare array; there are few). */
export async function listSeasons(db: Db): Promise<Season[]> {
  const rows = await db.select().from(seasons).orderBy(desc(seasons.startsAt), desc(seasons.id));
  const now = new Date();
  return rows.map((r) => presentSeason(r, now));
}

/** The season whose range holds now (the latest start if ranges overlap), or null. */
export async function findCurrentSeason(db: Db): Promise<SeasonRow | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(lte(seasons.startsAt, now), gt(seasons.endsAt, now)))
    .orderBy(desc(seasons.startsAt), desc(seasons.id))
    .limit(1);
  return row ?? null;
}

/** `GET /api/seasons/current`. Throws NotFound when no season is running. */
export async function currentSeason(db: Db): Promise<Season> {
  const row = await findCurrentSeason(db);
  if (!row) throw new NotFound('No season is running.');
  return presentSeason(row);
}

/** The season row with this slug, in any case (docs/decisions/0046). Throws NotFound naming the slug. */
export async function seasonRowBySlug(db: Db, slug: string): Promise<SeasonRow> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(eq(seasons.slug, slugReference(slug)));
  if (!row) throw new NotFound(`Season "${slug}" not found.`);
  return row;
}

/** `GET /api/seasons/{slug}`. Throws NotFound for an unknown slug. */
export async function seasonBySlug(db: Db, slug: string): Promise<Season> {
  return presentSeason(await seasonRowBySlug(db, slug));
}
