import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Report, ReportStatus } from '@synthhub/shared/reports/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../api/keys.ts';
import type { AdminGridQuery } from '../lib/crud-query.ts';

/** The reports screen's query key prefix (its lists and detail views). */
export const adminReportsKey = adminKeys.screen('reports');

/**
 * `GET /api/admin/reports?status=&page=&limit=` (docs/decisions/0028): filed reports, newest first.
 * @throws ApiError (403 "Unauthorized" for a non-admin)
 */
export function getAdminReports(
  q: AdminGridQuery,
  status: ReportStatus | undefined,
  signal?: AbortSignal,
): Promise<Paginated<Report>> {
  return api.request('/api/admin/reports', { query: { page: q.page, limit: q.limit, status }, signal });
}

/** `GET /api/admin/reports/{id}`, as a query. @throws ApiError 404 for an unknown report */
export function useAdminReport(id: number) {
  return useQuery({
    queryKey: adminKeys.screen('reports', 'detail', id),
    queryFn: ({ signal }) => api.request<Report>(`/api/admin/reports/${id}`, { signal }),
  });
}

/** `PATCH /api/admin/reports/{id}` `{status}` (audited `report.<status>`). @throws ApiError 404 */
export const setReportStatus = (id: number, status: ReportStatus) =>
  api.request<Report>(`/api/admin/reports/${id}`, { method: 'PATCH', json: { status } });
