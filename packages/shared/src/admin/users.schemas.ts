import { z } from 'zod';
import { SUSPENSION_REASON_MAX } from '../auth/suspension.ts';
import { reportSchema } from '../reports/reports.schemas.ts';
import { auditEntrySchema } from './audit.schemas.ts';

/**
 * An account as the admin users grid shows it (`GET /api/admin/users`; spec §2 "Admin area"
 * users): the public fields plus `email` (null for a third-party account or a deleted one),
 * the suspension (`suspended_at` ISO 8601 and `suspended_reason`, null when not suspended),
 * `deleted_at` (a tombstone, docs/decisions/0016) and `uploads`, the number of beatmaps,
 * playlists, stages and avatars the account uploaded (published or not).
 */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  admin: z.boolean(),
  created_at: z.string(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  deleted_at: z.string().nullable(),
  uploads: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The kinds of upload an admin sees per account, in the order the detail lists them. */
export const UPLOAD_KINDS = ['beatmap', 'playlist', 'stage', 'avatar'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** How many uploads per kind, and reports each way, the account detail lists (newest first). */
export const ADMIN_USER_DETAIL_LIST_MAX = 50;

/** One upload in the account detail: its site `url`, a `title` a person reads, and its state. */
export const adminUploadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  url: z.string(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;

/**
 * `GET /api/admin/users/{id}`: the account, its uploads per kind (`count` all of them, `items` the
 * newest {@link ADMIN_USER_DETAIL_LIST_MAX}), the reports it filed (`reports_by`) and the reports
 * about it or its uploads (`reports_about`), both newest first, the newest audit entries whose
 * target is this account (`audit`, at most 20), and the leaderboard profile linked to it
 * (`leaderboard_profile` {id, name}, null when none; docs/decisions/0054).
 */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  leaderboard_profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  uploads: z.array(
    z.object({ kind: z.enum(UPLOAD_KINDS), count: z.number().int(), items: z.array(adminUploadSchema) }),
  ),
  reports_by: z.array(reportSchema),
  reports_about: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `POST /api/admin/users/{id}/admin`: grant (`true`) or revoke (`false`) the admin flag. */
export const adminRoleBodySchema = z.object({ admin: z.boolean('admin must be true or false') });
export type AdminRoleBody = z.infer<typeof adminRoleBodySchema>;

/**
 * A moderation reason (suspend, hide or delete a review): trimmed, 1–500 characters, sent to the
 * person it concerns (spec §2 "Admin area": the owner is told why).
 */
export const moderationReasonSchema = z
  .string('Give a reason')
  .trim()
  .min(1, 'Give a reason')
  .max(SUSPENSION_REASON_MAX, `The reason must be at most ${SUSPENSION_REASON_MAX} characters`);

/** `POST /api/admin/users/{id}/suspend`: why (shown to the person at every sign-in). */
export const suspendBodySchema = z.object({ reason: moderationReasonSchema });
export type SuspendBody = z.infer<typeof suspendBodySchema>;

const yesNo = (name: string) =>
  z.enum(['true', 'false'], `${name} must be true or false`).transform((v) => v === 'true');

/**
 * The filters of `GET /api/admin/users` beside the list grammar (formats.md §6.1: `s` searches
 * `username`/`email` with `$contL`, `sort=username|created_at|uploads|id,ASC|DESC`, `page`,
 * `limit`): `admin`, `suspended`, `deleted` (`true`/`false`; deleted accounts are left out unless
 * `deleted` is given).
 */
export const adminUserFiltersSchema = z.object({
  admin: yesNo('admin').optional(),
  suspended: yesNo('suspended').optional(),
  deleted: yesNo('deleted').optional(),
});
export type AdminUserFilters = z.infer<typeof adminUserFiltersSchema>;
