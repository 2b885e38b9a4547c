/**
 * TanStack Query keys of the public tag suggestions (`GET /api/tags?q=`, docs/decisions/0031-tags.md):
 * `all` `['tags']`, `suggest(q)` the names suggested for the typed text `q`.
 */
export const tagKeys = {
  all: ['tags'] as const,
  suggest: (q: string) => [...tagKeys.all, 'suggest', q] as const,
};
