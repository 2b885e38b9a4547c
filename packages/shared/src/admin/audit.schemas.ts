import { z } from 'zod';
import { paginatedSchema } from '../api/pagination.ts';

/**
 * What kinds of thing an admin action is about (docs/decisions/0030): the content kinds (mods too), accounts,
 * tags, events, reviews, news posts, reports, leaderboard profiles and scores (docs/decisions/0054).
 */
export const AUDIT_TARGET_KINDS = [
  'beatmap',
  'playlist',
  'stage',
  'avatar',
  'mod',
  'user',
  'tag',
  'event',
  'review',
  'news',
  'report',
  'leaderboard_profile',
  'score',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Audit log entries a page, at most (`GET /api/admin/audit?limit=`); 25 by default. */
export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;

/**
 * One audit log entry as `GET /api/admin/audit` answers it (docs/decisions/0030): `actor` the admin
 * (null when that account is gone), `action` (`<kind>.<verb>`, e.g. `beatmap.unpublish`,
 * `user.suspend`, `tag.merge`), the target's kind, id (text) and label as it was, the changed fields
 * `before` and `after` (JSON, null when not applicable), the `reason` given, `created_at` ISO 8601.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = paginatedSchema(auditEntrySchema);

const wholeFrom1 = (name: string, max: number) =>
  z.coerce
    .number(`${name} must be a whole number from 1`)
    .int(`${name} must be a whole number from 1`)
    .min(1, `${name} must be a whole number from 1`)
    .max(max, `${name} must be at most ${max}`);

/**
 * The filters of `GET /api/admin/audit` (the audit log at /admin): `page` (1-based), `limit`
 * (1–100, default 25), `action` (exact, or a prefix ending in `.`: `beatmap.` is every beatmap
 * action), `actor` (the admin's username, case-insensitive), `target_kind`, `target_id`, and the
 * window `from` / `to` (ISO 8601 date-times, inclusive).
 */
export const auditListQuerySchema = z.object({
  page: wholeFrom1('page', 100_000).default(1),
  limit: wholeFrom1('limit', AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
  action: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  target_kind: z
    .enum(AUDIT_TARGET_KINDS, `target_kind must be one of ${AUDIT_TARGET_KINDS.join(', ')}`)
    .optional(),
  target_id: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO 8601 date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 date-time' }).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
