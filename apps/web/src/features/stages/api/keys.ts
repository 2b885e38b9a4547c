import { itemKeyFactory } from '../../../lib/item-keys.ts';

/** Stages per page on the `/models/stages` grid: the `limit` a list request and its key take when none is given. */
export const STAGES_PAGE_SIZE = 24;

/**
 * Every TanStack Query key of the stages feature, in one place (TkDodo "Effective React Query
 * Keys"; conventions.md "Shared mechanisms"). The item keys come from {@link itemKeys}:
 * - `all` `['stages']`: everything about stages (uploads and deletions invalidate it);
 * - `lists()` `['stages', 'list']`, `list(params)` one page of `GET /api/models/stages`, its params
 *   normalized by `listQuery` (limit {@link STAGES_PAGE_SIZE} and `drafts` false when absent);
 * - `details()`, `detail(id)` `['stages', 'detail', id]`: one stage.
 */
export const stageKeys = itemKeyFactory('stage', STAGES_PAGE_SIZE);
