/**
 * Every TanStack Query key of the archive feature (TkDodo "Effective React Query Keys";
 * conventions.md "Shared mechanisms"): `all` `['archive']`; `chartathons()` the whole chartathon
 * archive (`GET /api/archive/chartathons`).
 */
export const archiveKeys = {
  all: ['archive'] as const,
  chartathons: () => [...archiveKeys.all, 'chartathons'] as const,
};
