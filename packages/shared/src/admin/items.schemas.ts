import { z } from 'zod';

/**
 * How long a soft-deleted item can be restored, in days (spec §2 "Admin area": "delete (soft,
 * restorable for 30 days)"); the purge job removes it for good afterwards (docs/decisions/0030).
 */
export const ITEM_RESTORE_DAYS = 30;

/** The most items one bulk action (`POST /api/admin/<kind>/actions`) changes. */
export const ITEM_ACTION_IDS_MAX = 100;

/** The longest moderation reason, in characters (it is shown to the owner in a notification). */
export const MODERATION_REASON_MAX = 500;

/**
 * The `status` filter of an admin item list (`GET /api/admin/<kind>?status=`): `published`,
 * `draft` (unpublished, not deleted), `deleted` (soft-deleted, restorable) or `all` (every row,
 * deleted ones too). Without it the list shows every live item, published or draft — deleted ones
 * stay in their own "Deleted" view, as a trash folder does.
 */
export const ADMIN_ITEM_STATUSES = ['published', 'draft', 'deleted', 'all'] as const;
export type AdminItemStatus = (typeof ADMIN_ITEM_STATUSES)[number];

/** The admin list's own query parameters, beside the kind's list grammar (formats.md §6.1). */
export const adminItemListExtrasSchema = z.object({
  status: z.enum(ADMIN_ITEM_STATUSES, `status must be one of ${ADMIN_ITEM_STATUSES.join(', ')}`).optional(),
  featured: z.enum(['true', 'false'], 'featured must be true or false').optional(),
});
export type AdminItemListExtras = z.infer<typeof adminItemListExtrasSchema>;

/** The moderation actions an admin applies to items (spec §2 "Admin area"). */
export const ADMIN_ITEM_ACTIONS = [
  'publish',
  'unpublish',
  'feature',
  'unfeature',
  'delete',
  'restore',
] as const;
export type AdminItemAction = (typeof ADMIN_ITEM_ACTIONS)[number];

/** The optional reason of a moderation action (trimmed; empty means none). */
export const moderationReasonSchema = z
  .string()
  .trim()
  .max(MODERATION_REASON_MAX, `reason must be at most ${MODERATION_REASON_MAX} characters`)
  .optional();

/**
 * `POST /api/admin/<kind>/actions`: `ids` (1–100 distinct item ids), `action`, and an optional
 * `reason` (≤ 500 characters) the owner is told for unpublish, delete and restore.
 */
export const adminItemActionBodySchema = z.object({
  ids: z
    .array(z.number().int().positive('ids must be item ids'))
    .min(1, 'ids must name at least one item')
    .max(ITEM_ACTION_IDS_MAX, `ids must name at most ${ITEM_ACTION_IDS_MAX} items`),
  action: z.enum(ADMIN_ITEM_ACTIONS, `action must be one of ${ADMIN_ITEM_ACTIONS.join(', ')}`),
  reason: moderationReasonSchema,
});
export type AdminItemActionBody = z.infer<typeof adminItemActionBodySchema>;

/**
 * What happened to one id of a bulk action: `ok`, or `error` (a sentence) with its HTTP-like
 * `status` (404 not found or purged, 409 not possible in the item's state).
 */
export const adminItemActionResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  error: z.string().optional(),
  status: z.number().int().optional(),
});
export type AdminItemActionResult = z.infer<typeof adminItemActionResultSchema>;

/** The answer of `POST /api/admin/<kind>/actions`: one result per id, in the order given. */
export const adminItemActionResponseSchema = z.object({ results: z.array(adminItemActionResultSchema) });
export type AdminItemActionResponse = z.infer<typeof adminItemActionResponseSchema>;

/**
 * The moderation fields every admin item row carries beside the kind's own shape (formats.md
 * §6.3): `published`, `deleted_at` and `featured_at` (ISO 8601 or null).
 */
export const adminItemFieldsSchema = z.object({
  published: z.boolean(),
  deleted_at: z.string().nullable(),
  featured_at: z.string().nullable(),
});
export type AdminItemFields = z.infer<typeof adminItemFieldsSchema>;
