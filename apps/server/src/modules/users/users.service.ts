import { isDbIdText } from '@synthhub/shared/api/ids';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { UserRow } from './users.presenter.ts';
import { findUserById, findUserByUsername } from './users.repository.ts';

/**
 * The user a profile reference names (spec §2 /profile/{username}): a numeric id (1 to 2^31 − 1,
 * `isDbIdText`) or a username (case-insensitive); never an e-mail. Other digit strings are looked
 * up as usernames, so they answer 404 rather than reach the database as an out-of-range id.
 * Throws NotFound "No user is called <ref>." when nobody matches or the account was deleted.
 */
export async function findUserByRef(ctx: { db: Db }, ref: string): Promise<UserRow> {
  const row = isDbIdText(ref)
    ? await findUserById(ctx.db, Number(ref))
    : await findUserByUsername(ctx.db, ref);
  // A deleted account (a tombstone, docs/decisions/0016) has no profile any more.
  if (!row || row.deletedAt) throw new NotFound(`No user is called ${ref}.`);
  return row;
}
