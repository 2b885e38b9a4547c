import type { Db } from '../../db/client.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import { latestCursor } from './changes.repository.ts';

/**
 * For the checks under Vitest that compare an in-memory index's answer with PostgreSQL's
 * (docs/decisions/0039, 0040, 0041): true when nothing that can change a list's answer happened
 * since the index answered — the change feed still stands at `cursor` (the index's answer's) and
 * the users' names version still at `namesBefore` (read before the index answered: a rename or
 * sign-up changes `user.username` conditions without a feed row). Versions only grow, so an equal
 * one means no change in between. Only then is a difference a fault of the index. Throws what the
 * database throws.
 */
export async function stoodStill(db: Db, cursor: number, namesBefore: number): Promise<boolean> {
  return (await latestCursor(db)) === cursor && (await currentUserNamesVersion(db)) === namesBefore;
}
