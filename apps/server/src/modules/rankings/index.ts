/**
 * The public entry of the rankings read module (docs/decisions/0013): `/api/rankings` (+ what-if),
 * `/api/seasons`, and the ranking arithmetic the rank-up finder shares. Files outside
 * `modules/rankings/` import only this file; tests may reach further.
 */
export { rankingsRoutes, seasonsRoutes, modifiersQuery } from './rankings.routes.ts';
export { boardPoints, rankForPoints, rankingRow, rowsOf, type ListKey } from './ranking-math.ts';
export { findCurrentSeason, presentSeason } from './seasons.ts';
