import { newSeasonSchema, type NewSeason } from '@synthhub/shared/leaderboards/seasons.schemas';
import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import { and, asc, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seasons } from '../db/schema/index.ts';
import { BadRequest, Conflict } from '../errors.ts';
import { enqueueRankings } from '../modules/scores/index.ts';

/** A season as the admin command prints it. */
export interface SeasonRow {
  id: number;
  slug: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Creates a season (`npm run admin -- season-create …`; docs/api-clients.md "Leaderboards, scores and seasons"): checks
 * `input` against `newSeasonSchema` (packages/shared), refuses a slug in use or a range that overlaps
 * another season (so at most one season is current), and in the same transaction queues a rankings
 * rebuild of every mode × difficulty so the season's lists fill on the server's next job turn.
 * Throws BadRequest naming the field, or Conflict.
 */
export async function createSeason(db: Db, input: NewSeason): Promise<SeasonRow> {
  const parsed = newSeasonSchema.safeParse(input);
  if (!parsed.success) throw new BadRequest(parsed.error.issues.map((i) => i.message).join('; '));
  const startsAt = new Date(parsed.data.starts_at);
  const endsAt = new Date(parsed.data.ends_at);
  return db.transaction(async (tx) => {
    const [overlap] = await tx
      .select({ slug: seasons.slug })
      .from(seasons)
      .where(and(lt(seasons.startsAt, endsAt), gt(seasons.endsAt, startsAt)))
      .limit(1);
    if (overlap) throw new Conflict(`The season overlaps season "${overlap.slug}"`);
    const [row] = await tx
      .insert(seasons)
      .values({ slug: parsed.data.slug, name: parsed.data.name, startsAt, endsAt })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(`A season with slug "${parsed.data.slug}" exists`);
    for (let mode = 0; mode < LEADERBOARD_MODES.length; mode++)
      for (let difficulty = 0; difficulty < LEADERBOARD_DIFFICULTIES.length; difficulty++)
        await enqueueRankings(tx, mode, difficulty);
    return row;
  });
}

/** Every season, oldest first. */
export async function listSeasons(db: Db): Promise<SeasonRow[]> {
  return db.select().from(seasons).orderBy(asc(seasons.startsAt));
}
