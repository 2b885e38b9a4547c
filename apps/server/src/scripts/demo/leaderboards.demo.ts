import { LEADERBOARD_DIFFICULTIES } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  beatmaps,
  challenges,
  leaderboardProfiles,
  leaderboards,
  scores,
  seasons,
  users,
} from '../../db/schema/index.ts';
import {
  recomputeLeaderboardRanks,
  recomputeOverallRankings,
  recomputeRankings,
  daysBefore,
  snapshotRanks,
  snapshotRanksFromScores,
  utcDay,
} from '../../modules/scores/index.ts';
import {
  DEMO_OST_MAX,
  demoChallenges,
  demoNoteCount,
  demoOstBeatmap,
  demoSeasons,
} from './leaderboards.demo-catalog.ts';
import {
  DEMO_HMDS,
  type DemoBoard,
  type DemoPlayer,
  demoPlayerName,
  demoScores,
} from './leaderboards.demo-scores.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-seed-ledger.ts';
import { seededRandom } from './demo-synth.ts';
import { type DbOrTx, insertChunks, insertScores, makeDethrones } from './leaderboards.demo-sql.ts';
import { DEMO_LEADERBOARD_STEAM_BLOCK, demoCountry, demoSteamId } from './demo-players.ts';

/** The past days (before today) the demo writes overall-ranking snapshots for: yesterday and a week ago. */
export const DEMO_SNAPSHOT_DAYS_BACK = [7, 1] as const;

/** What the demo competitive side is made of (the first start's defaults, README "Quick start"). */
export interface DemoLeaderboardOptions {
  /** Owner of the OST entries: an admin's user id (OST entries are the admins' list, spec §2). */
  ownerId: number;
  /** OST entries to add (at most DEMO_OST_MAX). */
  ost?: number;
  /** New leaderboard profiles, besides the existing ones (which play too). */
  profiles?: number;
  /** How many of the new profiles belong to a new demo account (e-mail in the demo domain, no password). */
  accounts?: number;
  /** The seeding time (epoch ms): seasons, challenges and score dates sit around it. */
  now?: number;
  /** Runs inside the same transaction once everything is made (the first start records its ledger row). */
  onMade?: (tx: DbOrTx, made: DemoLeaderboardCounts) => Promise<void>;
  /** Once aborted, the run stops at its next phase and rolls back (rejects with DemoLeaderboardsAborted). */
  signal?: AbortSignal;
}

/** The run was stopped by its signal and rolled back: nothing of it was stored. */
export class DemoLeaderboardsAborted extends Error {
  constructor() {
    super('demo leaderboards aborted; rolled back');
  }
}

/** The first start's sizes: a dozen OST entries, 400 new profiles, 24 of them with an account. */
export const DEMO_LEADERBOARD_DEFAULTS = { ost: DEMO_OST_MAX, profiles: 400, accounts: 24 } as const;

/** What {@link seedDemoLeaderboards} made. */
export interface DemoLeaderboardCounts {
  ostBeatmaps: number;
  leaderboards: number;
  profiles: number;
  scores: number;
  seasons: number;
  challenges: number;
  dethrones: number;
}

/** Score points a note is worth at most (with the combo multiplier): the chart's max score per note. */
const POINTS_PER_NOTE = 1000;
/** Leaderboards for every chart of every beatmap (difficulty × both modes), with their generator views. */
async function makeBoards(tx: DbOrTx, now: number, rand: () => number): Promise<DemoBoard[]> {
  const maps = await tx.select().from(beatmaps).orderBy(asc(beatmaps.id));
  const values: (typeof leaderboards.$inferInsert)[] = [];
  const views: Omit<DemoBoard, 'id'>[] = [];
  for (const map of maps) {
    const popularity = map.ost ? 0.9 + 0.1 * rand() : 0.02 + 0.33 * rand() ** 2;
    // Played since it came out: published, or added (OST entries have no publish date).
    const since = Math.min(now - 86_400_000, (map.publishedAt ?? map.createdAt).getTime());
    for (const [difficulty, name] of LEADERBOARD_DIFFICULTIES.entries()) {
      if (!map.difficulties.includes(name)) continue;
      const bpm = Number(map.bpm);
      const notes = map.noteCounts[name] || demoNoteCount(map.durationS ?? 180, bpm || 120, difficulty);
      for (const mode of [0, 1]) {
        values.push({
          hash: map.hash,
          difficulty,
          mode,
          beatmapId: map.id,
          songName: map.title,
          songAuthorName: map.artist,
          levelAuthorName: map.mapper,
          bpm: bpm || null,
          maxScore: notes * POINTS_PER_NOTE,
          maxCombo: notes,
          createdAt: new Date(since),
        });
        views.push({
          difficulty,
          mode,
          maxCombo: notes,
          maxScore: notes * POINTS_PER_NOTE,
          popularity,
          since,
          until: now,
        });
      }
    }
  }
  return insertBoards(tx, values, views);
}

async function insertBoards(
  tx: DbOrTx,
  values: (typeof leaderboards.$inferInsert)[],
  views: Omit<DemoBoard, 'id'>[],
): Promise<DemoBoard[]> {
  const ids: number[] = [];
  await insertChunks(values, async (chunk) => {
    const made = await tx.insert(leaderboards).values(chunk).returning({ id: leaderboards.id });
    ids.push(...made.map((r) => r.id));
  });
  return views.map((view, i) => ({ ...view, id: ids[i]! }));
}

/** The demo challenges and their boards (an OST chart with the challenge's id, Rhythm mode). */
async function makeChallenges(
  tx: DbOrTx,
  ostIds: number[],
  now: number,
): Promise<{ made: number; boards: DemoBoard[] }> {
  const list = demoChallenges(now).filter((c) => ostIds[c.ost] !== undefined);
  if (list.length === 0) return { made: 0, boards: [] };
  await tx.insert(challenges).values(
    list.map(({ id, name, description, startsAt, endsAt }) => ({
      id,
      name,
      description,
      startsAt,
      endsAt,
    })),
  );
  const values: (typeof leaderboards.$inferInsert)[] = [];
  const views: Omit<DemoBoard, 'id'>[] = [];
  for (const c of list) {
    const [map] = await tx.select().from(beatmaps).where(eq(beatmaps.id, ostIds[c.ost]!));
    for (const difficulty of c.difficulties) {
      const notes = map!.noteCounts[LEADERBOARD_DIFFICULTIES[difficulty]!]!;
      values.push({
        hash: map!.hash,
        difficulty,
        mode: 0,
        challenge: c.id,
        beatmapId: map!.id,
        songName: map!.title,
        songAuthorName: map!.artist,
        levelAuthorName: map!.mapper,
        bpm: Number(map!.bpm),
        maxScore: notes * POINTS_PER_NOTE,
        maxCombo: notes,
        createdAt: c.startsAt,
      });
      const until = Math.min(now, c.endsAt.getTime());
      views.push({
        difficulty,
        mode: 0,
        maxCombo: notes,
        maxScore: notes * POINTS_PER_NOTE,
        popularity: 0.35,
        since: c.startsAt.getTime(),
        until,
      });
    }
  }
  return { made: list.length, boards: await insertBoards(tx, values, views) };
}

/**
 * New profiles (the first `accounts` with a demo account each, which has a country; the others
 * from a Steam account), then every profile as a player.
 */
async function makePlayers(
  tx: DbOrTx,
  count: number,
  accounts: number,
  rand: () => number,
): Promise<DemoPlayer[]> {
  const names = Array.from({ length: count }, (_, n) => demoPlayerName(n));
  const linked = names.slice(0, accounts);
  const userIds: number[] = [];
  if (linked.length > 0) {
    const made = await tx
      .insert(users)
      .values(
        linked.map((username, n) => ({
          username,
          email: `${username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
          country: demoCountry(n),
        })),
      )
      .returning({ id: users.id });
    userIds.push(...made.map((r) => r.id));
  }
  await insertChunks(
    // A profile without an account came from a Steam account, which can claim it (0054).
    names.map((name, n) =>
      userIds[n] === undefined
        ? {
            name,
            userId: null,
            provider: 'steam',
            providerUserId: demoSteamId(DEMO_LEADERBOARD_STEAM_BLOCK, n),
          }
        : { name, userId: userIds[n] },
    ),
    (chunk) => tx.insert(leaderboardProfiles).values(chunk),
  );
  const all = await tx
    .select({ id: leaderboardProfiles.id })
    .from(leaderboardProfiles)
    .orderBy(asc(leaderboardProfiles.id));
  return all.map(({ id }) => ({
    id,
    skill: Math.min(0.99, Math.max(0.4, 0.78 + (rand() + rand() + rand() - 1.5) * 0.22)),
    activity: 0.05 + 0.95 * rand() ** 2,
    hmd: DEMO_HMDS[Math.floor(rand() * DEMO_HMDS.length)]!,
  }));
}

/**
 * The demo competitive side of the first start (spec §2 leaderboard and ranking routes):
 * `ost` OST beatmaps, a leaderboard for every chart of every beatmap (difficulty × Rhythm and
 * Force, hash = the beatmap's), the challenges with their boards, `profiles` new leaderboard
 * profiles, tens of thousands of scores at full size (modifiers mostly none, history of older
 * attempts), a past and a current season, ranks and rankings (the scores module's recounts), and
 * dethrones. Deterministic for the same beatmaps (seeded PRNG) apart from dates, which follow `now`.
 *
 * All of it happens in one transaction with multi-row INSERTs (seconds on PGlite), `onMade`
 * included, so an interrupted run leaves nothing behind (docs/decisions/0006); `signal` stops it
 * between phases (rolled back, rejects with DemoLeaderboardsAborted). Expects the
 * leaderboard tables empty (a first start); rejects on a unique violation otherwise.
 */
export async function seedDemoLeaderboards(
  db: Db,
  options: DemoLeaderboardOptions,
): Promise<DemoLeaderboardCounts> {
  const now = options.now ?? Date.now();
  const ost = Math.min(DEMO_OST_MAX, options.ost ?? DEMO_LEADERBOARD_DEFAULTS.ost);
  const profiles = options.profiles ?? DEMO_LEADERBOARD_DEFAULTS.profiles;
  const accounts = Math.min(profiles, options.accounts ?? DEMO_LEADERBOARD_DEFAULTS.accounts);
  const rand = seededRandom(13_013);
  return db.transaction(async (tx) => {
    const ostValues = Array.from({ length: ost }, (_, n) => demoOstBeatmap(n, options.ownerId, now));
    const ostIds = ostValues.length
      ? (await tx.insert(beatmaps).values(ostValues).returning({ id: beatmaps.id })).map((r) => r.id)
      : [];
    const challenge = await makeChallenges(tx, ostIds, now);
    const boards = [...(await makeBoards(tx, now, rand)), ...challenge.boards];
    // PGlite answers without a trip through the event loop, so a SIGINT handler would not run
    // before the end: each check yields to the loop first (setImmediate) so it can.
    const stopIfAborted = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (options.signal?.aborted) throw new DemoLeaderboardsAborted();
    };
    await stopIfAborted();
    const players = await makePlayers(tx, profiles, accounts, rand);
    const rows = demoScores(boards, players, rand);
    await insertScores(tx, rows, stopIfAborted);
    const seasonRows = demoSeasons(now);
    await tx.insert(seasons).values(seasonRows);
    // "Recent" order and creation follow the scores, as if they had arrived over time.
    await tx.execute(sql`
      update ${leaderboards} l set updated_at = s.last, created_at = least(l.created_at, s.first)
      from (select leaderboard_id, max(created_at) as last, min(created_at) as first
            from ${scores} group by leaderboard_id) s
      where s.leaderboard_id = l.id`);
    await stopIfAborted();
    await recomputeLeaderboardRanks(tx as Db);
    await stopIfAborted();
    await recomputeRankings(tx as Db);
    // The overall ranking, today's snapshot, and yesterday's and last week's from the scores'
    // dates, so /rankings shows the ranking and both ▲/▼ at once and a profile's history has three
    // points (docs/decisions/0054). Each past day ranks every score again, so only those two.
    await recomputeOverallRankings(tx as Db);
    const today = utcDay(new Date(now));
    for (const back of DEMO_SNAPSHOT_DAYS_BACK)
      await snapshotRanksFromScores(tx as Db, daysBefore(today, back));
    await snapshotRanks(tx as Db, today);
    const made: DemoLeaderboardCounts = {
      ostBeatmaps: ostIds.length,
      leaderboards: boards.length,
      profiles,
      scores: rows.length,
      seasons: seasonRows.length,
      challenges: challenge.made,
      dethrones: await makeDethrones(tx),
    };
    await options.onMade?.(tx, made);
    return made;
  });
}
