/**
 * The public entry of the scores module (docs/decisions/0013, 0019): the write side of the
 * competitive features. `POST /api/scores` (scoresRoutes) with its hold checks, the admins'
 * `/api/admin/scores` (release, remove; docs/decisions/0054), the job kinds and their handlers
 * (registerScoreJobs, called by side-effects.ts), and the set-based recomputes the demo seed and
 * tools call directly. Files outside `modules/scores/` import only this file.
 */
export { type Dethrone, type RankRecompute, recomputeLeaderboardRanks } from './leaderboard-ranks.ts';
export { type RankingList, recomputeRankings } from './rankings.ts';
export {
  OVERALL_WEIGHT,
  daysBefore,
  recomputeOverallRankings,
  snapshotRanks,
  snapshotRanksFromScores,
  utcDay,
} from './overall-rankings.ts';
export {
  OVERALL_RANKINGS_JOB,
  RANK_SNAPSHOT_EVERY_MS,
  RANK_SNAPSHOT_JOB,
  enqueueMissingSnapshot,
  enqueueOverallRankings,
  LEADERBOARD_RANKS_JOB,
  RANKINGS_DELAY_MS,
  RANKINGS_JOB,
  RANKINGS_WINDOW_MS,
  enqueueLeaderboardRanks,
  enqueueRankings,
  registerScoreJobs,
} from './scores.jobs.ts';
export { scoresRoutes } from './scores.routes.ts';
export { adminScoresRoutes } from './admin-scores.routes.ts';
