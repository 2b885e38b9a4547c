import type { AdminItemFields } from '@synthhub/shared/admin/items.schemas';

/** An item's moderation state in a word: "Deleted", "Published" or "Draft", plus ", featured". */
export function itemStatusText(row: AdminItemFields): string {
  const state = row.deleted_at ? 'Deleted' : row.published ? 'Published' : 'Draft';
  return row.featured_at && !row.deleted_at ? `${state}, featured` : state;
}

/** A date-time as the admin screens show it ("26 Nov 2026, 13:05"; `dateOnly`: "26 Nov 2026"), or "—". */
export const adminDate = (iso: string | null | undefined, dateOnly = false) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        dateStyle: 'medium',
        ...(dateOnly ? {} : { timeStyle: 'short' as const, hour12: false }),
      })
    : '—';
