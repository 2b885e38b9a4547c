/**
 * The public entry of the votes module (docs/decisions/0013): its routes, the removal of an item's
 * votes (every kind's delete), and the vote figures (rating, score) that seeders store. Files
 * outside `modules/votes/` import only this file; tests may reach further.
 */
export { votesRoutes } from './votes.routes.ts';
export { deleteItemVotes } from './votes.repository.ts';
export { voteFigures } from './votes.rating.ts';
