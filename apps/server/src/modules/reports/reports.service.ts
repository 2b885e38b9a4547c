import {
  REPORTS_PAGE_SIZE,
  type ReportStatus,
  reportInputSchema,
} from '@synthhub/shared/reports/reports.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Report } from '@synthhub/shared/reports/reports.schemas';
import type { Db } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { presentReport } from './reports.presenter.ts';
import * as repo from './reports.repository.ts';

/** What the report rules need from the app. */
export interface ReportsContext {
  db: Db;
}

/**
 * Files a report (docs/decisions/0028) from `reporter` (null when anonymous): checks `body` with
 * `reportInputSchema(signedIn)` — an anonymous report needs `contact_email` — and stores it as
 * 'open' in one insert. Answers `{id, status}`. Throws BadRequest (400) "Invalid body: field:
 * message; …" naming each failing field, and stores nothing then.
 */
export async function fileReport(
  ctx: ReportsContext,
  reporter: AuthUser | null,
  body: unknown,
): Promise<{ id: number; status: ReportStatus }> {
  const parsed = reportInputSchema(reporter !== null).safeParse(body);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) =>
      i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
    );
    throw new BadRequest(`Invalid body: ${lines.join('; ')}`, { validation: lines });
  }
  const input = parsed.data;
  const row = await repo.insertReport(ctx.db, {
    kind: input.kind,
    targetUrl: input.target_url ?? null,
    targetKind: input.target_kind ?? null,
    targetId: input.target_id ?? null,
    reporterId: reporter?.id ?? null,
    contactEmail: input.contact_email ?? null,
    name: input.name ? input.name : null,
    message: input.message,
  });
  return { id: row.id, status: row.status as ReportStatus };
}

/** A page of reports for the admins, newest first (`limit`, default {@link REPORTS_PAGE_SIZE}, a page). */
export async function listReports(
  ctx: ReportsContext,
  opts: { status?: ReportStatus | undefined; page: number; limit?: number | undefined },
): Promise<Paginated<Report>> {
  const size = opts.limit ?? REPORTS_PAGE_SIZE;
  const { rows, total } = await repo.listReports(ctx.db, { status: opts.status, page: opts.page, size });
  return {
    data: rows.map(presentReport),
    count: rows.length,
    total,
    page: opts.page,
    pageCount: Math.ceil(total / size),
  };
}

/** Report `id` for the admins' detail view. Throws NotFound (404) when there is none. */
export async function getReport(ctx: ReportsContext, id: number): Promise<Report> {
  const row = await repo.findReport(ctx.db, id);
  if (!row) throw new NotFound(`Report ${id} was not found.`);
  return presentReport(row);
}

/**
 * Moves report `id` to `status` (an admin's handling), audited `report.<status>` (`report.resolved`,
 * `report.dismissed`, `report.open`) in the same transaction; answers it. Throws NotFound (404)
 * when there is none.
 */
export async function setReportStatus(
  ctx: ReportsContext,
  actorId: number,
  id: number,
  status: ReportStatus,
): Promise<Report> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateReportStatus(tx, id, status);
    if (!row) throw new NotFound(`Report ${id} was not found.`);
    await recordAudit(tx, {
      actorId,
      action: `report.${status}`,
      targetKind: 'report',
      targetId: id,
      targetLabel: `${row.kind} report${row.targetKind ? ` on ${row.targetKind} ${row.targetId}` : ''}`,
      before: { status: row.previousStatus },
      after: { status },
    });
    return presentReport(row);
  });
}

/**
 * Files the site's own report about a held score (docs/decisions/0054 "Honest scores"): kind
 * 'score', target 'score' `scoreId`, no reporter, `message` the hold's reason; inside `tx`, the
 * submission's transaction, so a held score always has its queue entry. Answers the report id.
 */
export async function fileScoreReport(tx: repo.DbOrTx, scoreId: number, message: string): Promise<number> {
  const row = await repo.insertReport(tx, {
    kind: 'score',
    targetKind: 'score',
    targetId: scoreId,
    message: message.slice(0, 5_000),
  });
  return row.id;
}

/**
 * Resolves the open 'score' reports of score `scoreId` inside `tx` (an admin's release or removal,
 * docs/decisions/0054), each audited `report.resolved` by `actorId`. Answers the resolved ids.
 */
export async function resolveScoreReports(
  tx: repo.DbOrTx,
  actorId: number,
  scoreId: number,
): Promise<number[]> {
  const ids = await repo.resolveScoreReports(tx, scoreId);
  for (const id of ids)
    await recordAudit(tx, {
      actorId,
      action: 'report.resolved',
      targetKind: 'report',
      targetId: id,
      targetLabel: `score report on score ${scoreId}`,
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
  return ids;
}
