import type { Db } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { updateAdminFlag } from '../modules/admin-users/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

/** What {@link setAdmin} did: the account as named in the database, its admin flag now, and whether it changed. */
export interface AdminRoleChange {
  username: string;
  admin: boolean;
  changed: boolean;
}

/**
 * Grants (`admin` true) or revokes the admin flag of the account named `username` (matched
 * case-insensitively), for `npm run admin -- grant|revoke <username>` (README "Scripts"): how a
 * self-hoster makes the first admin (spec §6 admin guard). The flag is read on every request
 * (plugins/auth.ts), so it counts at once for tokens already issued. Throws NotFound when no account
 * has that username.
 */
export async function setAdmin(db: Db, username: string, admin: boolean): Promise<AdminRoleChange> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new NotFound(`No account is named "${username}".`);
  if (user.admin === admin) return { username: user.username, admin, changed: false };
  // The same change as the admin screen's POST /api/admin/users/{id}/admin (which also audits it).
  await updateAdminFlag(db, user.id, admin);
  return { username: user.username, admin, changed: true };
}
