import type { Report, ReportStatus } from '@synthhub/shared/reports/reports.schemas';
import type { ReportRow } from './reports.repository.ts';

/** The one place a report row becomes the admin API's `Report` (docs/decisions/0028). */
export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    kind: row.kind as Report['kind'],
    target_url: row.targetUrl,
    target_kind: row.targetKind,
    target_id: row.targetId,
    contact_email: row.contactEmail,
    name: row.name,
    message: row.message,
    status: row.status as ReportStatus,
    reporter:
      row.reporterId !== null && row.reporterName !== null
        ? { id: row.reporterId, username: row.reporterName }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}
