/**
 * Every TanStack Query key of the admin feature (TkDodo "Effective React Query Keys"; conventions.md
 * "Shared mechanisms"): `all` `['admin']`; `counts()` the site's totals (`GET /api/admin/counts`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  counts: () => [...adminKeys.all, 'counts'] as const,
};
