import { modDetailSchema, modPatchSchema, modSchema } from '@synthhub/shared/mods/mods.schemas';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mods } from '../../db/schema/index.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import { type ItemDescriptor, itemAction } from '../items/index.ts';
import { modDownloads } from './mod-downloads.ts';
import type { ModDownload } from './mod-files.service.ts';
import { findVersionsOfMods } from './mod-versions.repository.ts';
import { modsResource } from './mods.crud.ts';
import { presentMod } from './mods.presenter.ts';
import { findMods, type ModWithUser, modStore, releasedMods } from './mods.repository.ts';
import { editMod, getModDetail } from './mods.service.ts';

/**
 * One page of mods in the list grammar (formats.md §6.1) within `scope` (the admin scope, else
 * released mods), presented as `modSchema` in the page's order.
 */
async function listModsInGrammar(app: FastifyInstance, query: Record<string, unknown>, scope: SQL) {
  const { request, compiled } = await readListRequest(query, modsResource, { db: app.db });
  const where = and(scope, compiled.where);
  const { rows, total } = await pageWithTotal(
    app.db.select({ n: count() }).from(mods).where(where),
    compiled,
    (totalColumn) =>
      app.db
        .select({ id: mods.id, total: totalColumn })
        .from(mods)
        .where(where)
        .orderBy(...compiled.orderBy)
        .limit(compiled.limit)
        .offset(compiled.offset),
  );
  const ids = rows.map((r) => r.id);
  const found = new Map(
    (await findMods(app.db, ids.length ? inArray(mods.id, ids) : undefined)).map((m) => [m.id, m]),
  );
  const versions = await findVersionsOfMods(app.db, ids);
  const presented = ids
    .map((id) => found.get(id))
    .filter((m): m is ModWithUser => m !== undefined)
    .map((m) =>
      presentMod(
        m,
        versions.filter((v) => v.modId === m.id),
      ),
    );
  return answerList(presented, total, request, modsResource);
}

/**
 * Mods as a content item of the kernel (modules/items; docs/decisions/0014, 0030), for the generic
 * admin routes under `/api/admin/mods`: the list in the grammar, one mod, the edit (as the admin),
 * and the moderation actions. The public routes are mods' own (mods.routes.ts: slugs, versions,
 * co-authors); they share the store, the downloads and the edit with this descriptor.
 */
export const modItem: ItemDescriptor<ModWithUser, ModDownload> = {
  store: modStore,
  schema: modSchema,
  tags: ['mods'],
  list: {
    summary: 'Mods in the list grammar (formats.md §6.1)',
    resource: modsResource,
    run: (app, query, _viewer, adminScope) => listModsInGrammar(app, query, adminScope ?? releasedMods()),
  },
  detail: {
    summary: 'One mod with every version',
    present: (app, id, _query, viewer) => getModDetail(app, id, viewer),
  },
  deleteSummary: 'Delete a mod (owner or admin)',
  coverHidesDrafts: true,
  downloads: modDownloads,
  edit: itemAction({
    summary: 'Edit a mod (owner, co-authors, admins)',
    body: modPatchSchema,
    run: (app, { user, id, body }) => editMod(app, user, id, body),
  }),
  responses: { detail: { 200: modDetailSchema }, edit: { 200: modDetailSchema } },
};
