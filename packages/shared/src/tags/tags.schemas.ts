import { z } from 'zod';
import { paginatedSchema } from '../api/pagination.ts';
import { stageTagSchema } from '../stages/stages.schemas.ts';

/**
 * One tag name as the tag admin takes it (spec §5 "Tags": 2-30 characters, a letter or digit at
 * both ends, letters, digits, hyphen and space inside — the stages' rule and messages), trimmed and
 * lower-cased, the form beatmaps store (docs/decisions/0022, docs/decisions/0031-tags.md).
 */
export const tagNameSchema = stageTagSchema.transform((name) => name.toLowerCase());

/** `POST /api/admin/tags` and `PATCH /api/admin/tags/{name}`: the (new) name. */
export const tagNameBodySchema = z.object({ name: tagNameSchema });

/**
 * `POST /api/admin/tags/merge`: every item tagged `from` is tagged `into` instead (once: an item
 * that had both keeps one), and `from` leaves the registry. Both name existing tags (per
 * {@link tagRefSchema}) and must differ.
 */
export const tagMergeSchema = z
  .object({ from: z.lazy(() => tagRefSchema), into: z.lazy(() => tagRefSchema) })
  .refine((m) => m.from !== m.into, { path: ['into'], message: 'Pick a different tag to merge into' });
export type TagMerge = z.infer<typeof tagMergeSchema>;

/** The columns the admin tag list sorts by. */
export const TAG_SORT_FIELDS = ['name', 'beatmaps', 'stages', 'total', 'created_at'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];
/** Tags a page of the admin list: 25 unless `limit` says otherwise (1-100). */
export const TAGS_PAGE_SIZE_DEFAULT = 25;
export const TAGS_PAGE_SIZE_MAX = 100;

const sortPattern = new RegExp(`^(${TAG_SORT_FIELDS.join('|')}),(ASC|DESC)$`);

/**
 * The query of `GET /api/admin/tags` in the list grammar the admin grid sends (formats.md §6.1):
 * `page` (1-based), `limit` (1-100), `sort=field,ASC|DESC` (name, beatmaps, stages, total,
 * created_at; default `total,DESC`), and the search as `q=` or the grid's
 * `s={"$or":[{"name":{"$contL":"…"}}]}` (only the `$contL`/`$cont` text is read).
 */
export const tagListQuerySchema = z.object({
  page: z.coerce
    .number('page must be a whole number from 1')
    .int()
    .min(1, 'page must be a whole number from 1')
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number('limit must be a whole number from 1')
    .int()
    .min(1, 'limit must be a whole number from 1')
    .max(TAGS_PAGE_SIZE_MAX, `limit must be at most ${TAGS_PAGE_SIZE_MAX}`)
    .default(TAGS_PAGE_SIZE_DEFAULT),
  sort: z
    .string()
    .regex(sortPattern, `sort must be one of ${TAG_SORT_FIELDS.join(', ')} followed by ,ASC or ,DESC`)
    .optional(),
  q: z.string().trim().max(100).optional(),
  s: z.string().max(2_000).optional(),
});
export type TagListQuery = z.infer<typeof tagListQuerySchema>;

/**
 * A tag as the admin list answers it: `name`; how many beatmaps and stages carry it and their
 * `total`; whether it is in the registry (`registered`) and since when (`created_at`, ISO 8601,
 * null for a tag only items use).
 */
export const adminTagSchema = z.object({
  name: z.string(),
  beatmaps: z.number().int(),
  stages: z.number().int(),
  total: z.number().int(),
  registered: z.boolean(),
  created_at: z.string().nullable(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagPageSchema = paginatedSchema(adminTagSchema);

/** `GET /api/tags?q=`: up to 10 tag names starting with (then containing) `q`, most used first. */
export const tagSuggestQuerySchema = z.object({ q: z.string().trim().max(30).default('') });
export const tagSuggestionsSchema = z.object({
  data: z.array(z.object({ name: z.string(), total: z.number().int() })),
});
export type TagSuggestions = z.infer<typeof tagSuggestionsSchema>;

/**
 * A tag already stored, as a path parameter or merge source names it: trimmed and lower-cased,
 * 1-100 characters, not checked against the rule of spec §5 so a tag stored before the rule can
 * still be renamed, merged or deleted.
 */
export const tagRefSchema = z
  .string()
  .trim()
  .min(1, 'Name a tag')
  .max(100, 'A tag name is at most 100 characters')
  .transform((name) => name.toLowerCase());
export const tagRefParams = z.object({ name: tagRefSchema });
