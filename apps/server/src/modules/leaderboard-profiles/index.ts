/**
 * The public entry of the leaderboard profiles module (docs/decisions/0013): its routes, the
 * profiles of some users (the user list joins them), the admin's link/unlink routes and the claim
 * a sign-in makes (docs/decisions/0054 "Accounts own profiles"). Files outside
 * `modules/leaderboard-profiles/` import only this file; tests may reach further.
 */
export { leaderboardProfilesRoutes } from './leaderboard-profiles.routes.ts';
export { adminLeaderboardProfilesRoutes } from './leaderboard-profiles.admin.routes.ts';
export { leaderboardProfilesOfUsers, presentLeaderboardProfile } from './leaderboard-profiles.list.ts';
export { claimProfileOnSignIn } from './leaderboard-profiles.owner.ts';
export { findProfileOfUser } from './leaderboard-profiles.repository.ts';
