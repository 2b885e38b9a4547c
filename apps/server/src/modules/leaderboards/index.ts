/**
 * The public entry of the leaderboards read module (docs/decisions/0013): the read routes of
 * leaderboards, scores, challenges and dethrones, and the presenters/loaders the rankings module
 * shares. Files outside `modules/leaderboards/` import only this file; tests may reach further.
 */
export {
  challengesRoutes,
  dethronesRoutes,
  leaderboardsReadRoutes,
  scoresReadRoutes,
} from './leaderboards.routes.ts';
export { presentLeaderboard, presentRanking, presentScore } from './leaderboards.presenter.ts';
export { beatmapsById, playersById, profilesById } from './leaderboards.related.ts';
export type { ReadContext } from './leaderboards.service.ts';
export { plainConditions } from './dense-total.ts';
