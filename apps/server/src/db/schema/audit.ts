import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './timestamps.ts';

/**
 * The admin audit log (docs/decisions/0030; spec §2 "Admin area"): one row per admin action — who
 * (`actorId`, kept as null when that account is deleted), what (`action`, e.g. `beatmap.unpublish`;
 * `targetKind` and `targetId`, the id as text so a tag name fits; `targetLabel`, a title or username
 * as it was), the fields `before` and `after` the change (JSON), the `reason` given, and when.
 * Written in the same transaction as the change it records; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // The log's page: newest first, optionally narrowed to one target or one actor.
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
