import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** What {@link seedLeaderboards} wrote. */
export interface LeaderboardSeed {
  leaderboards: number;
  profiles: number;
  scores: number;
  rankings: number;
  seconds: number;
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/**
 * Seeds the competitive side for `npm run bench` (issue acceptance: a leaderboard page, a profile's
 * scores page and a rankings page over 1,000,000 scores), set-based — every table is one
 * `INSERT … SELECT` over `generate_series`, no row crosses the wire:
 * - leaderboards: the first `maps` published beatmaps × 5 difficulties × 2 modes (challenge 0);
 * - profiles: enough extra leaderboard profiles for ~20 scores each;
 * - `scoreCount` scores: a skewed board pick (popular charts hold thousands, the tail tens), random
 *   profiles, 70 % without modifiers and the rest among four common masks, scores 100,000–1,000,000,
 *   created over the last year; `best`/`best_combined`/`rank`/`rank_combined` computed with window
 *   functions as the rank job defines them (modified_score DESC, created_at ASC, id ASC);
 * - `leaderboards.score_count`, a running season, and the all-time rankings (modifiers 0 and −1 of
 *   every mode × difficulty) by the points rule of docs/decisions/0019;
 * then VACUUM ANALYZE. Returns the counts and the time taken.
 */
export async function seedLeaderboards(db: Db, scoreCount: number, maps = 1_000): Promise<LeaderboardSeed> {
  const start = performance.now();
  await db.execute(sql`
    insert into leaderboards (hash, difficulty, mode, challenge, beatmap_id, song_name, song_author_name,
      level_author_name, bpm, max_score, max_combo, created_at, updated_at)
    select b.hash, d, m, 0, b.id, b.title, b.artist, b.mapper, 120, 1000000, 600 + d * 150, b.published_at, now()
    from (select id, hash, title, artist, mapper, published_at from beatmaps
          where published and published_at is not null order by id limit ${maps}::int) b
    cross join generate_series(0, 4) d cross join generate_series(0, 1) m
    on conflict do nothing`);
  const boards = rowsOf(
    await db.execute(sql`select min(id) as lo, count(*)::int as n from leaderboards`),
  )[0]!;
  const [lo, boardCount] = [Number(boards.lo), Number(boards.n)];
  const wantedProfiles = Math.max(1_000, Math.round(scoreCount / 20));
  const have = Number(
    rowsOf(await db.execute(sql`select count(*)::int as n from leaderboard_profiles`))[0]!.n,
  );
  if (have < wantedProfiles) {
    await db.execute(sql`insert into leaderboard_profiles (name)
      select 'Grinder' || g from generate_series(${have + 1}::int, ${wantedProfiles}::int) g`);
  }
  const p = rowsOf(
    await db.execute(sql`select min(id) as lo, count(*)::int as n from leaderboard_profiles`),
  )[0]!;
  const [pLo, profiles] = [Number(p.lo), Number(p.n)];
  // random()^3 skews the picks toward the first boards (popular charts); ids are dense from `lo`.
  // One transaction: the temporary table lives on one pooled connection and goes with the commit.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temp table bench_scores on commit drop as
      select g as n,
        ${lo}::int + floor(${boardCount}::int * power(random(), 3))::int as leaderboard_id,
        ${pLo}::int + floor(${profiles}::int * random())::int as profile_id,
        (array[0,0,0,0,0,0,0,16,64,528])[1 + floor(random() * 10)::int] as modifiers,
        100000 + floor(random() * 900000)::int as modified_score,
        70 + random() * 28 as perfect, random() * 4 as good, random() * 2 as poor,
        now() - random() * interval '365 days' as created_at
      from generate_series(1, ${scoreCount}::int) g`);
    await tx.execute(sql`
      insert into scores (leaderboard_id, profile_id, base_score, modified_score, notes_hit, modifiers,
        poor_hit_percent, good_hit_percent, perfect_hit_percent, punch_intensity_avg, max_combo, hmd,
        best, best_combined, rank, rank_combined, created_at)
      select leaderboard_id, profile_id, modified_score, modified_score, 500, modifiers, poor, good, perfect,
        0.5, 400, 'Quest 3', is_best, is_best_c,
        case when is_best then row_number() over (partition by leaderboard_id, modifiers, is_best
          order by modified_score desc, created_at, n) else 0 end,
        case when is_best_c then row_number() over (partition by leaderboard_id, is_best_c
          order by modified_score desc, created_at, n) else 0 end,
        created_at
      from (select *,
          row_number() over (partition by leaderboard_id, profile_id, modifiers order by modified_score desc, created_at, n) = 1 as is_best,
          row_number() over (partition by leaderboard_id, profile_id order by modified_score desc, created_at, n) = 1 as is_best_c
        from bench_scores) x
      order by n`);
  });
  await db.execute(sql`update leaderboards l set score_count = c.n, updated_at = c.last
    from (select leaderboard_id, count(*) filter (where best_combined) as n, max(created_at) as last
          from scores group by leaderboard_id) c where c.leaderboard_id = l.id`);
  await db.execute(sql`insert into seasons (slug, name, starts_at, ends_at)
    values ('bench-season', 'Bench season', now() - interval '90 days', now() + interval '90 days')
    on conflict do nothing`);
  await db.execute(sql`
    with placed as (
      select l.mode, l.difficulty, 0 as list_mods, s.profile_id, s.rank as r,
        max(s.rank) over (partition by s.leaderboard_id) as n, s.perfect_hit_percent as perfect,
        s.good_hit_percent as good, s.poor_hit_percent as poor
      from scores s join leaderboards l on l.id = s.leaderboard_id
      where s.best and s.modifiers = 0 and s.rank > 0 and l.challenge = 0
      union all
      select l.mode, l.difficulty, -1, s.profile_id, s.rank_combined,
        max(s.rank_combined) over (partition by s.leaderboard_id), s.perfect_hit_percent,
        s.good_hit_percent, s.poor_hit_percent
      from scores s join leaderboards l on l.id = s.leaderboard_id
      where s.best_combined and s.rank_combined > 0 and l.challenge = 0
    ), totals as (
      select mode, difficulty, list_mods, profile_id,
        sum((perfect + good * 0.5 + poor * 0.25) * (n - r + 1)::float8 / n) as points,
        avg(r)::float8 as rank_avg, count(*)::int as plays,
        avg(poor)::float8 as poor, avg(good)::float8 as good, avg(perfect)::float8 as perfect
      from placed group by mode, difficulty, list_mods, profile_id
    )
    insert into rankings (season_id, mode, difficulty, modifiers, profile_id, rank, rank_avg, points, plays,
      poor_hit_percent, good_hit_percent, perfect_hit_percent)
    select 0, mode, difficulty, list_mods, profile_id,
      row_number() over (partition by mode, difficulty, list_mods order by points desc, rank_avg, profile_id),
      rank_avg, points, plays, poor, good, perfect
    from totals`);
  await db.execute(sql`vacuum analyze leaderboards`);
  await db.execute(sql`vacuum analyze leaderboard_profiles`);
  await db.execute(sql`vacuum analyze scores`);
  await db.execute(sql`vacuum analyze rankings`);
  const counts = rowsOf(
    await db.execute(sql`select (select count(*) from scores)::int as scores,
      (select count(*) from rankings)::int as rankings`),
  )[0]!;
  return {
    leaderboards: boardCount,
    profiles,
    scores: Number(counts.scores),
    rankings: Number(counts.rankings),
    seconds: (performance.now() - start) / 1000,
  };
}

/** Sample ids the leaderboard lines rotate through: popular boards, profiles with scores, ranking lists. */
export async function leaderboardSamples(db: Db) {
  const boards = rowsOf(
    await db.execute(sql`select id from leaderboards order by score_count desc limit 200`),
  ).map((r) => Number(r.id));
  const profiles = rowsOf(
    await db.execute(sql`select profile_id from scores tablesample system (1) group by profile_id limit 500`),
  ).map((r) => Number(r.profile_id));
  const lists = rowsOf(
    await db.execute(sql`select mode, difficulty, modifiers, max(rank)::int as n from rankings
      where season_id = 0 group by mode, difficulty, modifiers`),
  ).map((r) => ({
    mode: Number(r.mode),
    difficulty: Number(r.difficulty),
    modifiers: Number(r.modifiers),
    size: Number(r.n),
  }));
  return { boards, profiles, lists };
}
