import { z } from 'zod';
import { paginatedSchema } from '../api/pagination.ts';

/** What a report is about (docs/decisions/0028): a copyright claim (takedown) or abuse. */
export const REPORT_KINDS = ['copyright', 'abuse'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * Every kind a stored report may have: the two people file, and `score`, which the site files
 * itself for a score held for review (docs/decisions/0054 "Honest scores"; `target_kind` 'score',
 * `target_id` the score's id).
 */
export const REPORT_STORED_KINDS = [...REPORT_KINDS, 'score'] as const;
export type ReportStoredKind = (typeof REPORT_STORED_KINDS)[number];

/** Where a report is in its handling: new reports are open; an admin resolves or dismisses them. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The kinds of item a report may name by kind and id instead of a URL. */
export const REPORT_TARGET_KINDS = ['beatmap', 'playlist', 'stage', 'avatar', 'mod', 'user', 'news'] as const;

/** Report message length (characters; docs/decisions/0028). */
export const REPORT_MESSAGE_MIN = 20;
export const REPORT_MESSAGE_MAX = 5_000;
/** Longest reporter name (characters). */
export const REPORT_NAME_MAX = 100;
/** Longest target URL (characters). */
export const REPORT_URL_MAX = 2_000;
/** Reports per page of `GET /api/admin/reports`. */
export const REPORTS_PAGE_SIZE = 25;

/** The message of a report filed anonymously without a contact e-mail. */
export const REPORT_EMAIL_REQUIRED =
  'Enter an e-mail address so the admins can reply (required when you are not signed in)';
/** The message of a report naming no item. */
export const REPORT_TARGET_REQUIRED = 'Give the link to the page this report is about';
/** What the copyright form says once a report is filed (docs/decisions/0028). */
export const REPORT_FILED_MESSAGE =
  'Thank you. Your report has been filed; the site admins will review it and reply by e-mail.';

const baseReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, 'Choose copyright or abuse'),
  target_url: z
    .url({ protocol: /^https?$/, error: 'Enter the full link, starting with https://' })
    .max(REPORT_URL_MAX)
    .optional(),
  target_kind: z
    .enum(REPORT_TARGET_KINDS, `target_kind must be one of ${REPORT_TARGET_KINDS.join(', ')}`)
    .optional(),
  target_id: z.number().int().min(1).max(2_147_483_647).optional(),
  contact_email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254).optional(),
  name: z.string().trim().max(REPORT_NAME_MAX, `Keep the name to ${REPORT_NAME_MAX} characters`).optional(),
  message: z
    .string()
    .trim()
    .min(REPORT_MESSAGE_MIN, `Describe the problem in at least ${REPORT_MESSAGE_MIN} characters`)
    .max(REPORT_MESSAGE_MAX, `Keep the message to ${REPORT_MESSAGE_MAX} characters`),
});

/**
 * A report as `POST /api/reports` takes it and the `/copyright` form sends it (docs/decisions/0028):
 * `kind`; what it is about: `target_url` (http(s)) or `target_kind` + `target_id` (both or
 * neither); `contact_email` (required when `signedIn` is false: the admins must be able to reply),
 * `name`, and `message` (trimmed, 20–5000 characters). Each failure names its field.
 */
export function reportInputSchema(signedIn: boolean) {
  return baseReportSchema.superRefine((report, ctx) => {
    if (!signedIn && !report.contact_email)
      ctx.addIssue({ code: 'custom', path: ['contact_email'], message: REPORT_EMAIL_REQUIRED });
    if ((report.target_kind === undefined) !== (report.target_id === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [report.target_kind === undefined ? 'target_kind' : 'target_id'],
        message: 'target_kind and target_id go together',
      });
    if (!report.target_url && report.target_kind === undefined && report.target_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['target_url'], message: REPORT_TARGET_REQUIRED });
  });
}
/** The body of a report before the signed-in check (the route's schema, for OpenAPI). */
export const reportBodySchema = baseReportSchema;
export type ReportInput = z.input<typeof baseReportSchema>;

/** `POST /api/reports` answers 201 with the new report's id and status. */
export const reportCreatedSchema = z.object({ id: z.number().int(), status: z.enum(REPORT_STATUSES) });

/**
 * A report as admins read it (`GET /api/admin/reports`): every field as filed (`kind` 'score' for
 * a held score the site filed, docs/decisions/0054), `reporter` (the
 * signed-in account that filed it, or null), `status`, `created_at` (ISO 8601).
 */
export const reportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_STORED_KINDS),
  target_url: z.string().nullable(),
  target_kind: z.string().nullable(),
  target_id: z.number().int().nullable(),
  contact_email: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = paginatedSchema(reportSchema);

/**
 * The query of `GET /api/admin/reports`: `page` (1-based), an optional `status`, and `limit` (1-100,
 * default {@link REPORTS_PAGE_SIZE}; the admin grid's page size).
 */
export const reportListQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a whole number from 1 to 100')
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(REPORTS_PAGE_SIZE),
  status: z.enum(REPORT_STATUSES, `status must be one of ${REPORT_STATUSES.join(', ')}`).optional(),
  page: z.coerce
    .number('page must be a whole number from 1')
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000)
    .default(1),
});

/** `PATCH /api/admin/reports/{id}`: an admin moves a report to `open`, `resolved` or `dismissed`. */
export const reportStatusPatchSchema = z.object({
  status: z.enum(REPORT_STATUSES, `status must be one of ${REPORT_STATUSES.join(', ')}`),
});
