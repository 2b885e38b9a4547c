import type { NewsPost, NewsPostSummary } from '@synthhub/shared/news/news.schemas';
import type { NewsRow } from './news.repository.ts';

/**
 * The cover URL of a post: its stored cover at `/api/news/covers/{id}` (relative, with `?v=` the
 * key's hash prefix so a new cover is a new URL), else the https URL an admin gave, else null.
 */
function coverUrl(row: NewsRow): string | null {
  if (row.coverKey) {
    const hash = row.coverKey.replace(/^.*\//, '').slice(0, 12);
    return `/api/news/covers/${row.id}?v=${hash}`;
  }
  return row.coverUrl;
}

/** The one place a post row becomes the list shape `NewsPostSummary` (docs/decisions/0028). */
export function presentNewsSummary(row: NewsRow): NewsPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_url: coverUrl(row),
    official: row.official,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author:
      row.authorId !== null && row.authorName !== null
        ? { id: row.authorId, username: row.authorName }
        : null,
  };
}

/** A post row as `GET /api/news/{idOrSlug}` answers it: the summary plus `body_markdown`. */
export function presentNewsPost(row: NewsRow): NewsPost {
  return { ...presentNewsSummary(row), body_markdown: row.bodyMarkdown };
}
