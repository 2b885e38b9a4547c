import type { Scenario } from './scenarios.ts';

/** The target for the competitive reads: p99 under 5 ms at 32 connections, uncached. */
export const LEADERBOARD_P99_TARGET_MS = 5;

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Ids the lines rotate through (bench/seed/leaderboard-rows.ts `leaderboardSamples`). */
export interface LeaderboardSamples {
  boards: number[];
  profiles: number[];
  lists: { mode: number; difficulty: number; modifiers: number; size: number }[];
}

/**
 * The competitive read lines of `npm run bench` (none of them goes through the list cache, and the
 * `/api/scores` and `/api/rankings` lines send `cache=0` besides):
 * - a leaderboard's top 100, exact modifiers and combined (`/api/leaderboards/{id}/scores`, as
 *   RailGrinder and the leaderboard page call it), over the most played boards;
 * - the web's map tab through `/api/scores` (top 100 with profiles and users);
 * - a profile's scores page (the site's: newest first, with leaderboard and beatmap; RailGrinder's:
 *   one list, rank order);
 * - a rankings page (50 rows, pages 1–20 of every all-time list, with profile users).
 */
export function leaderboardScenarios(s: LeaderboardSamples): Scenario[] {
  const target = true;
  const p99TargetMs = LEADERBOARD_P99_TARGET_MS;
  const pages = s.lists.flatMap((l) =>
    Array.from({ length: Math.min(20, Math.ceil(l.size / 50)) }, (_, i) => ({ ...l, page: i + 1 })),
  );
  return [
    {
      name: 'leaderboards: top 100, modifiers 0',
      paths: s.boards.map(
        (id) =>
          `/api/leaderboards/${id}/scores?${q({ modifiers: 0, limit: 100, page: 1, sort: 'rank,ASC' })}`,
      ),
      target,
      p99TargetMs,
    },
    {
      name: 'leaderboards: top 100, combined (-1)',
      paths: s.boards.map(
        (id) =>
          `/api/leaderboards/${id}/scores?${q({ modifiers: -1, limit: 100, page: 1, sort: 'rank,ASC' })}`,
      ),
      target,
      p99TargetMs,
    },
    {
      name: 'leaderboards: map tab via /api/scores (top 100)',
      paths: s.boards.map(
        (id) =>
          `/api/scores?${q({ s: JSON.stringify({ leaderboard_id: id, modifiers: 0, rank: { $gt: 0 } }), sort: 'rank,ASC', limit: 100, cache: 0 })}&join=profile&join=profile.user`,
      ),
      target,
      p99TargetMs,
    },
    {
      name: 'leaderboards: profile scores page (site)',
      paths: s.profiles.map(
        (id) =>
          `/api/scores?${q({ s: JSON.stringify({ profile_id: id }), sort: 'created_at,DESC', limit: 24, page: 1, cache: 0 })}&join=leaderboard&join=leaderboard.beatmap`,
      ),
      target,
      p99TargetMs,
    },
    {
      name: 'leaderboards: profile scores page (RailGrinder)',
      paths: s.profiles.map((id, i) => {
        const filter = {
          $and: [
            { 'beatmap.published': true },
            { 'profile.id': id },
            { 'leaderboard.mode': i % 2 },
            { 'leaderboard.difficulty': i % 5 },
            { modifiers: 0 },
            { 'leaderboard.challenge': 0 },
          ],
        };
        return `/api/scores?join[]=leaderboard&join[]=leaderboard.beatmap&join[]=profile&join[]=profile.user&${q({ sort: 'rank,ASC', page: 1, limit: 100, s: JSON.stringify(filter), cache: 0 })}`;
      }),
      target,
      p99TargetMs,
    },
    {
      name: 'leaderboards: rankings page (50 rows, pages 1-20)',
      paths: pages.map(
        (l) =>
          `/api/rankings?${q({ s: JSON.stringify({ mode: l.mode, difficulty: l.difficulty, modifiers: l.modifiers }), sort: 'rank,ASC', limit: 50, page: l.page, cache: 0 })}&join=profile.user`,
      ),
      target,
      p99TargetMs,
    },
  ];
}
