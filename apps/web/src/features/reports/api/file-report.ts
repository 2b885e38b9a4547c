import type { ReportInput } from '@synthhub/shared/reports/reports.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/reports`: files a copyright or abuse report (docs/decisions/0028), signed in or not
 * (anonymous reports need `contact_email`). Answers the new report's `{id, status}`.
 * @throws ApiError 400 naming the field, 429 past the report limit
 */
export function fileReport(report: ReportInput): Promise<{ id: number; status: string }> {
  return api.request('/api/reports', { method: 'POST', json: report });
}

/** The mutation behind the `/copyright` form; it caches nothing, so it invalidates no key. */
export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}
