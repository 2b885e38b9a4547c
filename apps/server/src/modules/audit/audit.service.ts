import type { Paginated } from '@synthhub/shared/api/pagination';
import type { AuditEntry, AuditListQuery, AuditTargetKind } from '@synthhub/shared/admin/audit.schemas';
import type { Db } from '../../db/client.ts';
import { insertJob } from '../../lib/jobs/jobs.repository.ts';
import { NOTIFY_JOB } from '../notifications/index.ts';
import * as repo from './audit.repository.ts';

export type { DbOrTx } from './audit.repository.ts';

/**
 * One admin action to record (docs/decisions/0030): `actorId` the admin; `action` `<kind>.<verb>`
 * (`beatmap.unpublish`, `beatmap.delete`, `beatmap.restore`, `user.suspend`, `tag.merge`,
 * `event.create` …); the target's kind, id (a number or a tag name) and a label a person reads
 * (title, username); the changed fields `before` and `after` as plain JSON; the `reason` given.
 */
export interface AuditInput {
  actorId: number;
  action: string;
  targetKind: AuditTargetKind;
  targetId: number | string;
  targetLabel?: string | null | undefined;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/**
 * The owner of moderated content to tell (spec §2 "Admin area": moderation actions notify the
 * owner; docs/decisions/0017): `userId`, the notification `text` (cut to 500 characters) and the
 * site path `url` it links to.
 */
export interface ModerationNotice {
  userId: number;
  text: string;
  url: string;
}

/**
 * Records an admin action in the audit log, inside `tx` — the transaction that makes the change,
 * so the log never holds an action that did not happen nor misses one that did. With `notice`,
 * also enqueues the durable `notify` job for the owner in that transaction (sent once the change
 * commits; docs/decisions/0012), unless the owner is the admin themself.
 */
export async function recordAudit(
  tx: repo.DbOrTx,
  input: AuditInput,
  notice?: ModerationNotice,
): Promise<void> {
  await repo.insertAudit(tx, {
    actorId: input.actorId,
    action: input.action,
    targetKind: input.targetKind,
    targetId: String(input.targetId),
    targetLabel: input.targetLabel ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
  });
  if (notice && notice.userId !== input.actorId) {
    await insertJob(tx, NOTIFY_JOB, {
      userId: notice.userId,
      text: notice.text.slice(0, 500),
      url: notice.url,
      imageUrl: null,
      groupTag: null,
    });
  }
}

/** The one place an audit row becomes the admin API's `AuditEntry`. */
function presentAudit(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    actor:
      row.actorId !== null && row.actorName !== null ? { id: row.actorId, username: row.actorName } : null,
    action: row.action,
    target_kind: row.targetKind,
    target_id: row.targetId,
    target_label: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `GET /api/admin/audit`: one page of the audit log, newest first, within the query's filters
 * (auditListQuerySchema), in the list envelope (formats.md §6.1).
 */
export async function listAudit(ctx: { db: Db }, query: AuditListQuery): Promise<Paginated<AuditEntry>> {
  const { rows, total } = await repo.listAudit(
    ctx.db,
    {
      action: query.action,
      actor: query.actor,
      targetKind: query.target_kind,
      targetId: query.target_id,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
    },
    { page: query.page, size: query.limit },
  );
  return {
    data: rows.map(presentAudit),
    count: rows.length,
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.limit),
  };
}
