/**
 * Every TanStack Query key of the news feature, in one place (TkDodo "Effective React Query Keys";
 * conventions.md "Shared mechanisms"):
 * - `all` `['news']`: everything about news posts;
 * - `list(official, page)` one page of `GET /api/news`;
 * - `post(ref)` one post by id or slug (`GET /api/news/{ref}`).
 */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (official: boolean | undefined, page: number) => [...newsKeys.lists(), { official, page }] as const,
  posts: () => [...newsKeys.all, 'post'] as const,
  post: (ref: string) => [...newsKeys.posts(), ref] as const,
};
