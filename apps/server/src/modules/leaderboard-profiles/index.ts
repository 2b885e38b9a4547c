/**
 * The public entry of the leaderboard profiles module (docs/decisions/0013): its routes, and the
 * profiles of some users (the user list joins them). Files outside `modules/leaderboard-profiles/`
 * import only this file; tests may reach further.
 */
export { leaderboardProfilesRoutes } from './leaderboard-profiles.routes.ts';
export { leaderboardProfilesOfUsers, presentLeaderboardProfile } from './leaderboard-profiles.list.ts';
