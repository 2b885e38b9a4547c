import { z } from 'zod';
import { paginatedSchema } from '../api/pagination.ts';

/** Shortest and longest news slug word part (characters), as the event slug (spec §5 "Event slug"). */
export const NEWS_SLUG_MIN = 4;
export const NEWS_SLUG_MAX = 50;
/** News title length (characters), as the event title (spec §5 "Event title": trimmed, 4–120). */
export const NEWS_TITLE_MIN = 4;
export const NEWS_TITLE_MAX = 120;
/** Longest summary (characters): the card text of `/news/official` (docs/decisions/0028). */
export const NEWS_SUMMARY_MAX = 300;
/** Longest Markdown body (characters; docs/decisions/0028). */
export const NEWS_BODY_MAX = 50_000;
/** Longest cover URL (characters). */
export const NEWS_COVER_URL_MAX = 2_000;
/** Posts per page of `GET /api/news` and `/news/official` (docs/decisions/0028). */
export const NEWS_PAGE_SIZE = 12;

/**
 * Slugs the web app already uses for its own pages under `/news/` (spec §2 `official/{id?}`), so a
 * post could never be reached at `/news/{slug}`.
 */
export const NEWS_RESERVED_SLUGS = ['official'] as const;

/** The lowercase words joined by single hyphens of an event slug (spec §5), e.g. `coconut-edition`. */
const SLUG_WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An optional year folder before the words: `2023/coconut-edition` (spec §2 news pages). */
const YEAR_PREFIX = /^(\d{4})\//;

/** Messages of the slug rule, shown by the admin API (400) and any form. */
export const NEWS_SLUG_MESSAGES = {
  format:
    'slug must be lowercase letters and digits with single hyphens between groups, optionally after a year and a slash (e.g. 2023/coconut-edition)',
  length: `slug must be ${NEWS_SLUG_MIN}-${NEWS_SLUG_MAX} characters after the optional year prefix`,
  digits: 'slug must not be only digits (digits alone name a post by id)',
  reserved: `slug must not be ${NEWS_RESERVED_SLUGS.map((s) => `"${s}"`).join(', ')} (a page of the site)`,
} as const;

/**
 * The news slug rule (docs/decisions/0028): the event slug of spec §5 (trimmed, 4–50 characters,
 * lowercase letters and digits with single hyphens between groups) with an optional `YYYY/`
 * prefix (spec §2: `/news/2023/coconut-edition`). Not only digits (those are ids in
 * `GET /api/news/{idOrSlug}`) and not a reserved word. Input: any string; output: the trimmed slug.
 * Fails with one of {@link NEWS_SLUG_MESSAGES}.
 */
export const newsSlugSchema = z
  .string()
  .trim()
  .superRefine((slug, ctx) => {
    const words = slug.replace(YEAR_PREFIX, '');
    if (!SLUG_WORDS.test(words)) ctx.addIssue({ code: 'custom', message: NEWS_SLUG_MESSAGES.format });
    else if (words.length < NEWS_SLUG_MIN || words.length > NEWS_SLUG_MAX)
      ctx.addIssue({ code: 'custom', message: NEWS_SLUG_MESSAGES.length });
    else if (/^\d+$/.test(slug)) ctx.addIssue({ code: 'custom', message: NEWS_SLUG_MESSAGES.digits });
    else if ((NEWS_RESERVED_SLUGS as readonly string[]).includes(slug))
      ctx.addIssue({ code: 'custom', message: NEWS_SLUG_MESSAGES.reserved });
  });

/**
 * A new post as the admin API takes it (`POST /api/admin/news`; docs/decisions/0028):
 * - `slug` ({@link newsSlugSchema}), `title` trimmed 4–120 (spec §5 event title rule)
 * - `summary` plain text up to 300 characters ('' when absent), `body_markdown` up to 50,000
 * - `cover` an https URL or null (demo posts carry stored generated covers instead)
 * - `official` (default false): listed on `/news/official`
 * - `published` (default false): true publishes now (`published_at`), false keeps a draft
 */
export const newsPostInputSchema = z.object({
  slug: newsSlugSchema,
  title: z
    .string()
    .trim()
    .min(NEWS_TITLE_MIN, `title must be at least ${NEWS_TITLE_MIN} characters`)
    .max(NEWS_TITLE_MAX, `title must be at most ${NEWS_TITLE_MAX} characters`),
  summary: z
    .string()
    .trim()
    .max(NEWS_SUMMARY_MAX, `summary must be at most ${NEWS_SUMMARY_MAX} characters`)
    .default(''),
  body_markdown: z.string().max(NEWS_BODY_MAX, `body_markdown must be at most ${NEWS_BODY_MAX} characters`),
  cover: z
    .url({ protocol: /^https$/, error: 'cover must be an https URL' })
    .max(NEWS_COVER_URL_MAX)
    .nullable()
    .default(null),
  official: z.boolean().default(false),
  published: z.boolean().default(false),
});
export type NewsPostInput = z.input<typeof newsPostInputSchema>;

/**
 * A change to a post (`PATCH /api/admin/news/{id}`): any fields of {@link newsPostInputSchema}, none
 * defaulted. `published: true` publishes a draft now (an already published post keeps its date),
 * `false` makes it a draft again.
 */
export const newsPostPatchSchema = z
  .object({
    slug: newsPostInputSchema.shape.slug,
    title: newsPostInputSchema.shape.title,
    summary: z
      .string()
      .trim()
      .max(NEWS_SUMMARY_MAX, `summary must be at most ${NEWS_SUMMARY_MAX} characters`),
    body_markdown: newsPostInputSchema.shape.body_markdown,
    cover: z
      .url({ protocol: /^https$/, error: 'cover must be an https URL' })
      .max(NEWS_COVER_URL_MAX)
      .nullable(),
    official: z.boolean(),
    published: z.boolean(),
  })
  .partial();
export type NewsPostPatch = z.infer<typeof newsPostPatchSchema>;

/**
 * A post in lists (`GET /api/news`): `id`, `slug`, `title`, `summary`, `cover_url` (relative
 * `/api/news/covers/{id}` for a stored cover, the https URL as given, or null), `official`,
 * `published_at` (ISO 8601, null for a draft), `created_at`, `updated_at`, `author` (null when the
 * account is gone).
 */
export const newsPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  official: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type NewsPostSummary = z.infer<typeof newsPostSummarySchema>;

/** One post (`GET /api/news/{idOrSlug}`): the summary fields plus `body_markdown`. */
export const newsPostSchema = newsPostSummarySchema.extend({ body_markdown: z.string() });
export type NewsPost = z.infer<typeof newsPostSchema>;

/** A page of posts, the list envelope of formats.md §6.1. */
export const newsPageSchema = paginatedSchema(newsPostSummarySchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/**
 * The query of `GET /api/news`: `official` (`true`/`false`; absent: every post) and `page` (1-based,
 * default 1). Page size {@link NEWS_PAGE_SIZE}, or `limit` (1-100) — the admin grid's page size.
 */
export const newsListQuerySchema = z.object({
  official: z.enum(['true', 'false'], 'official must be true or false').optional(),
  page: z.coerce
    .number('page must be a whole number from 1')
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number('limit must be a whole number from 1 to 100')
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional(),
});
