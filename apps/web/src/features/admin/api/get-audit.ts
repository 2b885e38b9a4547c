import type { Paginated } from '@synthhub/shared/api/pagination';
import type { AuditEntry, AuditTargetKind } from '@synthhub/shared/admin/audit.schemas';
import { api } from '../../../lib/api-client.ts';
import type { AdminGridQuery } from '../lib/crud-query.ts';
import { adminKeys } from './keys.ts';

/** The audit log's filters at /admin: one kind of target, one admin's username, one target's id. */
export interface AuditFilters {
  targetKind?: AuditTargetKind | undefined;
  actor?: string | undefined;
  targetId?: string | undefined;
}

/**
 * `GET /api/admin/audit` (docs/decisions/0030): one page of the audit log, newest first, within
 * `filters`. @throws ApiError (403 "Unauthorized" for a non-admin; 400 naming a bad filter)
 */
export function getAudit(
  query: Pick<AdminGridQuery, 'page' | 'limit'>,
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<Paginated<AuditEntry>> {
  return api.request<Paginated<AuditEntry>>('/api/admin/audit', {
    query: {
      page: query.page,
      limit: query.limit,
      target_kind: filters.targetKind,
      actor: filters.actor || undefined,
      target_id: filters.targetId,
    },
    signal,
  });
}

/** The audit log's query key prefix for `filters` (adminKeys.audit). */
export const auditKey = (filters: AuditFilters) => adminKeys.audit(filters);
