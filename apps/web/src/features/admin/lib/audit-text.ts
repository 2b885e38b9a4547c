import type { AuditEntry } from '@synthhub/shared/admin/audit.schemas';

const ADMIN_TARGET_PATHS: Record<string, (id: string) => string> = {
  beatmap: (id) => `/admin/beatmaps/${id}`,
  playlist: (id) => `/admin/playlists/${id}`,
  stage: (id) => `/admin/models/stages/${id}`,
  avatar: (id) => `/admin/models/avatars/${id}`,
  user: (id) => `/admin/users/${id}`,
  event: (id) => `/admin/events/${id}`,
  tag: () => '/admin/tags',
  review: (id) => `/admin/reviews/${id}`,
  news: () => '/admin/news',
  report: () => '/admin/reports',
  // No admin screen of its own: its public page (docs/decisions/0054).
  leaderboard_profile: (id) => `/leaderboards/profile/${id}`,
};

/** The admin screen an audit entry's target is managed on (its detail view when it has one). */
export function auditTargetHref(entry: Pick<AuditEntry, 'target_kind' | 'target_id'>): string | undefined {
  return ADMIN_TARGET_PATHS[entry.target_kind]?.(encodeURIComponent(entry.target_id));
}

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What an audit entry changed, for a person: `field: before → after` for each field of the `after`
 * object (or of `before` when nothing came after), "; "-separated; a plain value on either side is
 * shown whole. Empty when the entry has neither.
 */
export function describeChange(before: unknown, after: unknown): string {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) || isObject(after)) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => `${key}: ${show(b[key])} → ${show(a[key])}`).join('; ');
  }
  if (before === null && after === null) return '';
  return `${show(before)} → ${show(after)}`;
}
