import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { listResponse } from '../../lib/crud/paging.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { recordAudit } from '../audit/index.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { presentBeatmap } from './beatmaps.presenter.ts';
import * as repo from './beatmaps.repository.ts';

/**
 * `GET /api/admin/ost` (spec §2 Admin area "ost"): one page of the official soundtrack entries
 * (`ost` true, published or not), in the beatmaps' list grammar (formats.md §6.1: `s` on title,
 * artist…, `sort`, `page`, `limit`). Throws BadRequest for a bad query.
 */
export async function listOstBeatmaps(
  ctx: { db: Db },
  query: Record<string, unknown>,
): Promise<Paginated<Beatmap>> {
  const request = parseCrudQuery(query, beatmapsResource);
  const compiled = await compileCrud(request, beatmapsResource, { db: ctx.db });
  const { rows, total } = await repo.listBeatmaps(ctx.db, compiled, eq(beatmaps.ost, true));
  return listResponse(rows.map(presentBeatmap), total, request, beatmapsResource) as Paginated<Beatmap>;
}

/**
 * `POST /api/admin/ost/{id}` (`ost` true) and `DELETE` (false): flags or unflags an existing beatmap
 * as an official soundtrack entry — left out of the global search (spec §7 "ost entries are
 * excluded") and listed with the OST leaderboards. Audits `beatmap.ost_flag` / `beatmap.ost_unflag`
 * with `{ost}` before and after, in the same transaction; no change (already so) writes nothing.
 * Answers the beatmap. Throws NotFound for an unknown id.
 */
export async function setOst(ctx: { db: Db }, actorId: number, id: number, ost: boolean): Promise<Beatmap> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findBeatmapById(tx, id);
    if (!row) throw new NotFound(`Beatmap ${id} was not found.`);
    if (row.ost === ost) return;
    await repo.updateBeatmap(tx, id, { ost });
    await recordAudit(tx, {
      actorId,
      action: ost ? 'beatmap.ost_flag' : 'beatmap.ost_unflag',
      targetKind: 'beatmap',
      targetId: id,
      targetLabel: `${row.artist} - ${row.title}`,
      before: { ost: row.ost },
      after: { ost },
    });
  });
  return presentBeatmap((await repo.findBeatmapById(ctx.db, id))!);
}
