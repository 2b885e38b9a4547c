import { itemKeyFactory } from '../../../lib/item-keys.ts';

/** Avatars per page on the `/models/avatars` grid: the `limit` a list request and its key take when none is given. */
export const AVATARS_PAGE_SIZE = 24;

/**
 * Every TanStack Query key of the avatars feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"). The item keys come from {@link itemKeys}:
 * - `all` `['avatars']`: everything about avatars (a deletion drops it);
 * - `lists()` `['avatars', 'list']`, `list(params)` one page of `GET /api/models/avatars`, its params
 *   normalized by `listQuery` (limit {@link AVATARS_PAGE_SIZE} and `drafts` false when absent);
 * - `details()`, `detail(id)` `['avatars', 'detail', id]`: one avatar.
 */
export const avatarKeys = itemKeyFactory('avatar', AVATARS_PAGE_SIZE);
