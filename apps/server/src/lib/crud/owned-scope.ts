import { and, type AnyColumn, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertDraftsAllowed, type OwnerExtras } from './owner-extras.ts';

/** The columns of an uploaded item (playlist, stage, avatar) that decide who may list it. */
export interface OwnedColumns {
  published: AnyColumn;
  publishedAt: AnyColumn;
  userId: AnyColumn;
  deletedAt: AnyColumn;
}

/**
 * The visibility scope of a list of uploaded items (spec §6; formats.md §6.2): only
 * published ones (`published` and `published_at` set, the partial `*_published_at_idx` indexes)
 * unless `drafts=true`, narrowed to one uploader by `user_id`. Throws Forbidden when the viewer may
 * not list drafts (see assertDraftsAllowed). Soft-deleted items (docs/decisions/0030) are never
 * listed, not even among their uploader's drafts.
 */
export function ownedScope(
  table: OwnedColumns,
  extras: OwnerExtras,
  viewer: AuthUser | null,
): SQL | undefined {
  assertDraftsAllowed(extras, viewer);
  // A soft-deleted item is never published (docs/decisions/0030): only the drafts need the condition.
  return and(
    extras.drafts ? isNull(table.deletedAt) : and(eq(table.published, true), isNotNull(table.publishedAt)),
    extras.user_id === undefined ? undefined : eq(table.userId, extras.user_id),
  );
}
