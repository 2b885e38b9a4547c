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
};
