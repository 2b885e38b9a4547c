import type { Paginated } from '@synthhub/shared/api/pagination';
import {
  ADMIN_USER_DETAIL_LIST_MAX,
  type AdminUser,
  type AdminUserDetail,
  UPLOAD_KINDS,
} from '@synthhub/shared/admin/users.schemas';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listAudit } from '../audit/index.ts';
import { findProfileOfUser } from '../leaderboard-profiles/index.ts';
import { adminUsersResource } from './admin-users.crud.ts';
import { presentReport } from '../reports/index.ts';
import { presentAdminUser, presentUpload } from './admin-users.presenter.ts';
import * as repo from './admin-users.repository.ts';

/** What the admin account rules need from the app. */
export interface AdminUsersContext {
  db: Db;
}

/** How many audit entries of the account its detail shows. */
const AUDIT_MAX = 20;

export const userNotFound = (id: number) => new NotFound(`User ${id} was not found.`);

/**
 * `GET /api/admin/users` (spec §2 "Admin area" users): accounts in the list grammar (formats.md
 * §6.1; adminUsersResource) with the `admin`/`suspended`/`deleted` filters, in the list envelope.
 * Throws BadRequest for anything outside the whitelist.
 */
export async function listAdminUsers(
  ctx: AdminUsersContext,
  query: Record<string, unknown>,
): Promise<Paginated<AdminUser>> {
  const { request, compiled } = await readListRequest(query, adminUsersResource, { db: ctx.db });
  const { rows, total } = await repo.findAdminUsers(ctx.db, compiled, request.extras);
  return answerList(rows.map(presentAdminUser), total, request, adminUsersResource) as Paginated<AdminUser>;
}

/** The account as the admin API presents it, or NotFound (404). */
export async function getAdminUser(ctx: AdminUsersContext, id: number): Promise<AdminUser> {
  const row = await repo.findAdminUser(ctx.db, id);
  if (!row) throw userNotFound(id);
  return presentAdminUser(row);
}

/**
 * `GET /api/admin/users/{id}`: the account, its uploads per kind, the reports it filed and those
 * about it or its uploads, its newest audit entries and its leaderboard profile (adminUserDetailSchema). NotFound (404)
 * when no account has this id.
 */
export async function getAdminUserDetail(ctx: AdminUsersContext, id: number): Promise<AdminUserDetail> {
  const user = await getAdminUser(ctx, id);
  const max = ADMIN_USER_DETAIL_LIST_MAX;
  const uploads = await Promise.all(
    UPLOAD_KINDS.map(async (kind) => {
      const { count, items } = await repo.uploadsOf(ctx.db, kind, id, max);
      return { kind, count, items: items.map((row) => presentUpload(kind, row)) };
    }),
  );
  const [by, about, audit, profile] = await Promise.all([
    repo.reportsBy(ctx.db, id, max),
    repo.reportsAbout(ctx.db, id, max),
    listAudit(ctx, { page: 1, limit: AUDIT_MAX, target_kind: 'user', target_id: String(id) }),
    findProfileOfUser(ctx.db, id),
  ]);
  return {
    user,
    leaderboard_profile: profile ?? null,
    uploads,
    reports_by: by.map(presentReport),
    reports_about: about.map(presentReport),
    audit: audit.data,
  };
}

/**
 * Runs `work` on the account's locked row inside a transaction and answers the account after it.
 * NotFound (404) when no account has this id; Conflict (409) "This account was deleted." for a
 * tombstone unless `allowDeleted`.
 */
export async function withLockedAccount(
  ctx: AdminUsersContext,
  id: number,
  work: (tx: repo.DbOrTx, user: NonNullable<Awaited<ReturnType<typeof repo.lockUser>>>) => Promise<void>,
): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw userNotFound(id);
    if (user.deletedAt) throw new Conflict('This account was deleted.');
    await work(tx, user);
  });
  return getAdminUser(ctx, id);
}

/** Conflict (409) when an admin acts on their own account in a way that would lock them out. */
export function refuseSelf(actor: AuthUser, id: number, message: string): void {
  if (actor.id === id) throw new Conflict(message);
}
