import type { StageFilePatch, StagePatch } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { BadRequest, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isOwnerOrAdmin } from '../../policies/content.ts';
import type { StagesContext } from './stage-import.service.ts';
import { presentStage } from './stages.presenter.ts';
import * as repo from './stages.repository.ts';
import type { stages } from '../../db/schema/index.ts';
import * as items from '../items/index.ts';
import { editItem } from '../items/index.ts';
import { patchColumns } from '../items/index.ts';

type Ctx = Pick<StagesContext, 'db'>;

/**
 * A stage as the caller may see it: published ones for everyone, unpublished ones for their
 * uploader and admins. Throws NotFound otherwise, so drafts do not leak (modules/items).
 */
export const getVisibleStage = (ctx: Ctx, id: number, viewer: AuthUser | null) =>
  items.getVisibleItem(ctx, repo.stageStore, id, viewer);

/**
 * Presents stages with their tags and the files the viewer may see (published files for everyone,
 * all files for the uploader and admins); the rows carry both (stages.repository.ts `withUser`).
 */
export function presentStages(rows: repo.StageWithUser[], viewer: AuthUser | null): Stage[] {
  return rows.map((row) => {
    const all = isOwnerOrAdmin(viewer, row.userId);
    return presentStage(row, all ? row.files : row.files.filter((f) => f.published), row.tags);
  });
}

/** One visible stage, presented (see getVisibleStage, presentStages). */
export async function getStage(ctx: Ctx, id: number, viewer: AuthUser | null): Promise<Stage> {
  const [stage] = presentStages([await getVisibleStage(ctx, id, viewer)], viewer);
  return stage!;
}

/** Stage edit fields (wire name → column; spec §3 editable stage entity); tags are replaced apart. */
const STAGE_PATCH_COLUMNS = {
  name: 'name',
  description: 'description',
  youtube_url: 'youtubeUrl',
  experience_tag: 'experienceTag',
} as const;

/**
 * Edits a stage (spec §3 editable entity, §5 rules checked by `stagePatchSchema`): uploader or
 * admin only. Tags are replaced as given. Publishing an unpublished stage sets `published_at` to
 * now and publishes its files. Throws NotFound/Forbidden.
 */
export async function editStage(
  ctx: items.ItemsWriteContext,
  user: AuthUser,
  id: number,
  patch: StagePatch,
): Promise<Stage> {
  await editItem(ctx, repo.stageStore, user, id, patch.published, async ({ tx, publish }) => {
    await repo.updateStage(tx, id, {
      ...patchColumns<StagePatch, typeof stages.$inferInsert>(patch, STAGE_PATCH_COLUMNS),
      ...publish.columns,
    });
    if (patch.tags !== undefined) await repo.replaceTags(tx, id, patch.tags);
    if (publish.becomesPublished) await repo.publishAllFiles(tx, id);
  });
  return getStage(ctx, id, user);
}

/** Edits one file's type, description or published flag (uploader or admin). Throws NotFound/Forbidden. */
export async function editStageFile(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  fileId: number,
  patch: StageFilePatch,
): Promise<Stage> {
  await items.getEditableItem(ctx, repo.stageStore, id, user);
  const file = await repo.findFileOfStage(ctx.db, id, fileId);
  if (!file) throw new NotFound(`File ${fileId} is not a file of stage ${id}.`);
  await repo.updateFile(ctx.db, fileId, patch);
  await repo.updateStage(ctx.db, id, {});
  return getStage(ctx, id, user);
}

/** Largest cover image accepted, in bytes. */
export const STAGE_COVER_MAX_BYTES = 10 * 1024 * 1024;

/** A cover that is not a decodable PNG/JPEG is a 400 for stages. */
const STAGE_COVER_ERRORS = {
  notImage: () => new BadRequest('The cover must be a PNG or JPEG image.'),
  unreadable: () => new BadRequest('The cover image could not be read.'),
};

/**
 * Replaces a stage's cover with a PNG or JPEG (uploader or admin): the image and its thumbnails are
 * stored and `cover_version` goes up. Throws BadRequest for anything else or an unreadable image,
 * leaving nothing stored; NotFound/Forbidden.
 */
export async function setStageCover(
  ctx: Pick<StagesContext, 'db' | 'storage'>,
  user: AuthUser,
  id: number,
  bytes: Uint8Array,
): Promise<Stage> {
  const row = await items.getEditableItem(ctx, repo.stageStore, id, user);
  if (bytes.byteLength > STAGE_COVER_MAX_BYTES) {
    throw new BadRequest(
      `The cover is ${bytes.byteLength} bytes; at most ${STAGE_COVER_MAX_BYTES} are allowed.`,
    );
  }
  await items.replaceItemCover(ctx, row, bytes, STAGE_COVER_ERRORS, (tx, values) =>
    repo.updateStage(tx, id, values),
  );
  return getStage(ctx, id, user);
}

/**
 * The file `GET /api/models/stages/{id}/download?file_id=` sends (formats.md §6.2: clients always
 * pass `file_id`). The stage must be visible. `fileIdParam` is the raw query value; a missing,
 * non-numeric or foreign id, or an unpublished file the viewer may not see, is a BadRequest whose
 * message names the problem (never a 500).
 */
export async function getFileDownload(ctx: Ctx, id: number, fileIdParam: unknown, viewer: AuthUser | null) {
  const stage = await getVisibleStage(ctx, id, viewer);
  const all = isOwnerOrAdmin(viewer, stage.userId);
  if (fileIdParam === undefined || fileIdParam === '') {
    const ids = (await repo.findFilesOfStages(ctx.db, [id]))
      .filter((f) => all || f.published)
      .map((f) => f.id);
    const which = ids.length > 0 ? `stage ${id} has files ${ids.join(', ')}` : `stage ${id} has no files yet`;
    throw new BadRequest(`Choose a file with ?file_id=: ${which}.`, { validation: ['file_id: Required'] });
  }
  const text = String(fileIdParam);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new BadRequest(`file_id must be a positive whole number; got ${JSON.stringify(text)}.`, {
      validation: ['file_id: must be a positive whole number'],
    });
  }
  const file = await repo.findFileOfStage(ctx.db, id, Number(text));
  if (!file) throw new BadRequest(`File ${text} is not a file of stage ${id}.`);
  if (!file.published && !all) throw new BadRequest(`File ${text} of stage ${id} is not published.`);
  return { stage, file };
}

/**
 * Deletes a stage with its files, tags and votes, uploader or admin only (modules/items
 * `removeItem`). Stored bundles stay until the sweep of unreferenced files removes them.
 */
export const removeStage = (ctx: items.ItemsWriteContext, user: AuthUser, id: number) =>
  items.removeItem(ctx, repo.stageStore, user, id);
