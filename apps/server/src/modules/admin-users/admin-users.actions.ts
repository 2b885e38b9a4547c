import type { AdminUser } from '@synthhub/shared/admin/users.schemas';
import { Conflict } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { lockRefreshTokenFamily } from '../auth/index.ts';
import { tombstoneAccount } from '../profile/index.ts';
import * as repo from './admin-users.repository.ts';
import { type AdminUsersContext, refuseSelf, withLockedAccount } from './admin-users.service.ts';

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/**
 * `POST /api/admin/users/{id}/admin {admin}`: grants or revokes the admin flag (the same change as
 * `npm run admin -- grant|revoke`, scripts/admin-role.ts), audited `user.grant_admin` /
 * `user.revoke_admin` with before/after, and the person told. The auth plugin reads the flag on
 * every request, so it counts at once. Conflict (409) when an admin revokes their own role (someone
 * must be left to manage the site) or the account is deleted; NotFound (404) for no such account.
 * Setting the flag it already has changes and records nothing.
 */
export async function setAdminRole(
  ctx: AdminUsersContext,
  actor: AuthUser,
  id: number,
  admin: boolean,
): Promise<AdminUser> {
  if (!admin) refuseSelf(actor, id, 'You cannot revoke your own admin role. Ask another admin to do it.');
  return withLockedAccount(ctx, id, async (tx, user) => {
    if (user.admin === admin) return;
    await repo.updateAdminFlag(tx, id, admin);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: admin ? 'user.grant_admin' : 'user.revoke_admin',
        targetKind: 'user',
        targetId: id,
        targetLabel: user.username,
        before: { admin: user.admin },
        after: { admin },
      },
      {
        userId: id,
        text: admin ? 'An admin gave you the admin role.' : 'An admin removed your admin role.',
        url: admin ? '/admin' : profilePath(user.username),
      },
    );
  });
}

/**
 * `POST /api/admin/users/{id}/suspend {reason}` (docs/decisions/0030-admin-area, "Account suspension"): in one
 * transaction, sets `suspended_at` (kept when already suspended: a second call changes the reason)
 * and `suspended_reason`, revokes every refresh token (each family under its lock, as sign-out
 * everywhere does), and records `user.suspend` with a notice for the person. From then on every
 * sign-in path and every token of the account answers "This account is suspended: <reason>".
 * Conflict (409) for one's own account or a deleted one; NotFound (404) for no such account.
 */
export async function suspendUser(
  ctx: AdminUsersContext,
  actor: AuthUser,
  id: number,
  reason: string,
): Promise<AdminUser> {
  refuseSelf(actor, id, 'You cannot suspend your own account.');
  return withLockedAccount(ctx, id, async (tx, user) => {
    for (const family of await repo.liveFamilies(tx, id)) await lockRefreshTokenFamily(tx, family);
    await repo.revokeRefreshTokens(tx, id);
    await repo.updateSuspension(tx, id, reason);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'user.suspend',
        targetKind: 'user',
        targetId: id,
        targetLabel: user.username,
        before: { suspended: user.suspendedAt !== null, suspended_reason: user.suspendedReason },
        after: { suspended: true, suspended_reason: reason },
        reason,
      },
      { userId: id, text: `An admin suspended your account: ${reason}`, url: profilePath(user.username) },
    );
  });
}

/**
 * `POST /api/admin/users/{id}/unsuspend`: lifts a suspension (the person can sign in again; their
 * API tokens work again, their old sessions stay ended), audited `user.unsuspend` with a notice.
 * Conflict (409) "This account is not suspended." or for a deleted account; NotFound (404).
 */
export async function unsuspendUser(ctx: AdminUsersContext, actor: AuthUser, id: number): Promise<AdminUser> {
  return withLockedAccount(ctx, id, async (tx, user) => {
    if (!user.suspendedAt) throw new Conflict('This account is not suspended.');
    await repo.updateSuspension(tx, id, null);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'user.unsuspend',
        targetKind: 'user',
        targetId: id,
        targetLabel: user.username,
        before: { suspended: true, suspended_reason: user.suspendedReason },
        after: { suspended: false, suspended_reason: null },
      },
      {
        userId: id,
        text: 'An admin lifted the suspension of your account.',
        url: profilePath(user.username),
      },
    );
  });
}

/**
 * `DELETE /api/admin/users/{id}`: deletes the account as its owner would (a tombstone,
 * docs/decisions/0016: tokens, identities and personal data removed, content kept as
 * "deleted user <id>"), audited `user.delete` with the username and e-mail it had and the
 * `reason` when given. Conflict (409) for one's own account (use Profile settings) or one already
 * deleted; NotFound (404).
 */
export async function deleteUser(
  ctx: AdminUsersContext,
  actor: AuthUser,
  id: number,
  reason: string | undefined,
): Promise<void> {
  refuseSelf(actor, id, 'You cannot delete your own account here. Use Profile settings instead.');
  await withLockedAccount(ctx, id, async (tx, user) => {
    await tombstoneAccount(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.delete',
      targetKind: 'user',
      targetId: id,
      targetLabel: user.username,
      before: { username: user.username, email: user.email, admin: user.admin },
      after: { username: `deleted user ${id}`, deleted: true },
      reason,
    });
  });
}
