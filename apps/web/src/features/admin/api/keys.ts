/**
 * Every TanStack Query key of the admin feature (TkDodo "Effective React Query Keys"; conventions.md
 * "Shared mechanisms"): `all` `['admin']`; `counts()` the site's totals (`GET /api/admin/counts`);
 * `audit(filters)` the audit log; `screen(name, …)` a screen's grid or detail, e.g.
 * `screen('beatmaps', 'list', filters)`. Invalidating `all` refreshes every admin screen.
 */
export const adminKeys = {
  all: ['admin'] as const,
  counts: () => [...adminKeys.all, 'counts'] as const,
  audit: (filters: object) => [...adminKeys.all, 'audit', filters] as const,
  screen: (name: string, ...rest: unknown[]) => [...adminKeys.all, name, ...rest] as const,
  /** One page of an AdminGrid: the grid's key `prefix` (one of the keys above) and its query. */
  gridPage: (prefix: readonly unknown[], query: object) => [...prefix, query] as const,
};
