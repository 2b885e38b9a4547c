import type { AdminItemListExtras } from '@synthhub/shared/admin/items.schemas';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BadRequest, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CONTENT_LABELS } from '../../policies/content.ts';
import { recordAudit } from '../audit/index.ts';
import type { ItemDescriptor, ItemRow, ItemTable } from './item-kind.ts';
import { findLiveItem, inTransaction, itemLabel } from './item-moderation.ts';

/** A list answer in the paged envelope (formats.md §6.1). */
interface Listed {
  data: Record<string, unknown>[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The admin list's scope (docs/decisions/0030), replacing the public visibility: `status`
 * published | draft | deleted | all (default: every live item, published or draft), `featured`,
 * and the uploader `user_id` when given.
 */
export function adminScope(table: ItemTable, extras: AdminItemListExtras, userId: number | undefined): SQL {
  const status: Record<string, SQL | undefined> = {
    published: and(eq(table.published, true), isNull(table.deletedAt)),
    draft: and(eq(table.published, false), isNull(table.deletedAt)),
    deleted: isNotNull(table.deletedAt),
    all: undefined,
  };
  const featured =
    extras.featured === undefined
      ? undefined
      : extras.featured === 'true'
        ? isNotNull(table.featuredAt)
        : isNull(table.featuredAt);
  return (
    and(
      extras.status === undefined ? isNull(table.deletedAt) : status[extras.status],
      featured,
      userId === undefined ? undefined : eq(table.userId, userId),
    ) ?? sql`true`
  );
}

/** Adds `published`, `deleted_at` and `featured_at` to each presented row, read in one query by id. */
async function withAdminFields(app: FastifyInstance, table: ItemTable, rows: Record<string, unknown>[]) {
  const ids = rows.map((r) => r.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return rows;
  const found = await app.db
    .select({
      id: table.id,
      published: table.published,
      deletedAt: table.deletedAt,
      featuredAt: table.featuredAt,
    })
    .from(table)
    .where(inArray(table.id, ids));
  const byId = new Map(found.map((f) => [f.id as number, f]));
  return rows.map((row) => {
    const f = byId.get(row.id as number);
    if (!f) return row;
    return {
      ...row,
      published: f.published as boolean,
      deleted_at: (f.deletedAt as Date | null)?.toISOString() ?? null,
      featured_at: (f.featuredAt as Date | null)?.toISOString() ?? null,
    };
  });
}

/**
 * `GET /api/admin/<kind>`: the kind's own list (its resource, grammar, presenter; formats.md §6.1)
 * run with the admin scope instead of the public visibility, each row with the moderation
 * fields. Always the paged envelope. Throws BadRequest for a bad query (the grammar's messages).
 */
export async function listAdminItems<Row extends ItemRow, Found>(
  app: FastifyInstance,
  d: ItemDescriptor<Row, Found>,
  query: Record<string, unknown>,
  extras: AdminItemListExtras,
  admin: AuthUser,
): Promise<Listed> {
  const { status: _s, featured: _f, ...rest } = query;
  const userId = rest.user_id === undefined ? undefined : Number(rest.user_id);
  if (userId !== undefined && !Number.isSafeInteger(userId))
    throw new BadRequest('user_id must be a user id.');
  const paged = { page: '1', ...rest };
  const scope = adminScope(d.store.table, extras, userId);
  const listed = (await d.list.run(app, paged, admin, scope)) as Listed | Record<string, unknown>[];
  const envelope: Listed = Array.isArray(listed)
    ? { data: listed, count: listed.length, total: listed.length, page: 1, pageCount: 1 }
    : listed;
  return { ...envelope, data: await withAdminFields(app, d.store.table, envelope.data) };
}

/** `GET /api/admin/<kind>/:id`: one item with the moderation fields, drafts and deleted ones too. */
export async function getAdminItem<Row extends ItemRow, Found>(
  app: FastifyInstance,
  d: ItemDescriptor<Row, Found>,
  id: number,
  admin: AuthUser,
): Promise<Record<string, unknown>> {
  const scope = eq(d.store.table.id, id);
  const listed = (await d.list.run(app, { page: '1', limit: '1' }, admin, scope)) as Listed;
  const [row] = await withAdminFields(app, d.store.table, listed.data);
  if (!row) throw new NotFound(`${CONTENT_LABELS[d.store.kind]} ${id} was not found.`);
  return row;
}

/** The keys of `after` whose value differs from `before`, with both sides (the audit's before/after). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, keys: string[]) {
  const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  };
}

/**
 * `PATCH /api/admin/<kind>/:id`: the kind's own edit (its patch schema and rules, so versions and
 * files follow) run by the admin inside one transaction with the audit entry `<kind>.edit`
 * (before/after of the fields that changed; none changed: nothing recorded). Answers the admin
 * row. Throws NotFound, Conflict (deleted: restore first), or the kind's edit errors.
 */
export async function editAdminItem<Row extends ItemRow, Found>(
  app: FastifyInstance,
  d: ItemDescriptor<Row, Found>,
  id: number,
  body: Record<string, unknown>,
  admin: AuthUser,
): Promise<Record<string, unknown>> {
  const edit = d.edit!;
  const row = await findLiveItem(app.db, d.store, id);
  const before = await getAdminItem(app, d, id, admin);
  await inTransaction(app, async (txApp) => {
    const tx = txApp.db;
    await edit.run(txApp, { request: undefined as never, user: admin, id, body });
    const after = await getAdminItem(txApp, d, id, admin);
    const diff = changedFields(before, after, Object.keys(body));
    if (Object.keys(diff.after).length === 0) return;
    await recordAudit(tx, {
      actorId: admin.id,
      action: `${d.store.kind}.edit`,
      targetKind: d.store.kind,
      targetId: id,
      targetLabel: itemLabel(row),
      ...diff,
    });
  });
  return getAdminItem(app, d, id, admin);
}
