import type { StageFilePatch, StagePatch } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { BadRequest, NotFound } from '../../errors.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { sniffImage, storeCover } from '../../lib/covers.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, contentItem, isOwnerOrAdmin } from '../../policies/content.ts';
import type { StagesContext } from './stage-import.service.ts';
import { presentStage } from './stages.presenter.ts';
import * as repo from './stages.repository.ts';
import { deleteItemVotes } from '../votes/index.ts';

type Ctx = Pick<StagesContext, 'db'>;

/**
 * A stage as the caller may see it: published ones for everyone, unpublished ones for their
 * uploader and admins. Throws NotFound otherwise, so drafts do not leak.
 */
export async function getVisibleStage(ctx: Ctx, id: number, viewer: AuthUser | null) {
  const row = await repo.findStageById(ctx.db, id);
  if (!row) throw new NotFound(`Stage ${id} was not found.`);
  authorizeContent(viewer, 'read', contentItem('stage', row));
  return row;
}

/**
 * Presents stages with their tags and the files the viewer may see (published files for everyone,
 * all files for the uploader and admins), in one query each for files and tags.
 */
export async function presentStages(
  ctx: Ctx,
  rows: repo.StageWithUser[],
  viewer: AuthUser | null,
): Promise<Stage[]> {
  const ids = rows.map((r) => r.id);
  const [files, tags] = await Promise.all([
    repo.findFilesOfStages(ctx.db, ids),
    repo.findTagsOfStages(ctx.db, ids),
  ]);
  return rows.map((row) => {
    const all = isOwnerOrAdmin(viewer, row.userId);
    const visible = files.filter((f) => f.stageId === row.id && (all || f.published));
    return presentStage(row, visible, tags.get(row.id) ?? []);
  });
}

/** One visible stage, presented (see getVisibleStage, presentStages). */
export async function getStage(ctx: Ctx, id: number, viewer: AuthUser | null): Promise<Stage> {
  const [stage] = await presentStages(ctx, [await getVisibleStage(ctx, id, viewer)], viewer);
  return stage!;
}

/**
 * Edits a stage (spec §3 editable entity, §5 rules checked by `stagePatchSchema`): uploader or
 * admin only. Tags are replaced as given. Publishing an unpublished stage sets `published_at` to
 * now and publishes its files. Throws NotFound/Forbidden.
 */
export async function editStage(ctx: Ctx, user: AuthUser, id: number, patch: StagePatch): Promise<Stage> {
  const row = await getVisibleStage(ctx, id, user);
  authorizeContent(user, 'edit', contentItem('stage', row));
  const becomesPublished = patch.published === true && !row.published;
  await ctx.db.transaction(async (tx) => {
    await repo.updateStage(tx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.youtube_url !== undefined && { youtubeUrl: patch.youtube_url }),
      ...(patch.experience_tag !== undefined && { experienceTag: patch.experience_tag }),
      ...(patch.published !== undefined && { published: patch.published }),
      ...(becomesPublished && { publishedAt: new Date() }),
    });
    if (patch.tags !== undefined) await repo.replaceTags(tx, id, patch.tags);
    if (becomesPublished) await repo.publishAllFiles(tx, id);
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
  const row = await getVisibleStage(ctx, id, user);
  authorizeContent(user, 'edit', contentItem('stage', row));
  const file = await repo.findFileOfStage(ctx.db, id, fileId);
  if (!file) throw new NotFound(`File ${fileId} is not a file of stage ${id}.`);
  await repo.updateFile(ctx.db, fileId, patch);
  await repo.updateStage(ctx.db, id, {});
  return getStage(ctx, id, user);
}

/** Largest cover image accepted, in bytes. */
export const STAGE_COVER_MAX_BYTES = 10 * 1024 * 1024;

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
  const row = await getVisibleStage(ctx, id, user);
  authorizeContent(user, 'edit', contentItem('stage', row));
  if (bytes.byteLength > STAGE_COVER_MAX_BYTES) {
    throw new BadRequest(
      `The cover is ${bytes.byteLength} bytes; at most ${STAGE_COVER_MAX_BYTES} are allowed.`,
    );
  }
  if (!sniffImage(bytes)) throw new BadRequest('The cover must be a PNG or JPEG image.');
  const files = new CreatedFiles(ctx);
  try {
    const coverKeys = await storeCover(files, bytes);
    if (!coverKeys.orig) throw new BadRequest('The cover image could not be read.');
    await files.commit((tx) => repo.updateStage(tx, id, { coverKeys, coverVersion: row.coverVersion + 1 }));
  } catch (error) {
    await files.removeAll();
    throw error;
  }
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
 * Deletes a stage with its files and tags, uploader or admin only. Stored bundles stay
 * (content-addressed, may be shared) until the sweep of unreferenced files (lib/storage/sweep.ts)
 * removes them. Throws NotFound (not visible to the caller) or Forbidden.
 */
export async function removeStage(ctx: Ctx, user: AuthUser, id: number): Promise<void> {
  const row = await getVisibleStage(ctx, id, user);
  authorizeContent(user, 'delete', contentItem('stage', row));
  await repo.deleteStage(ctx.db, id);
  await deleteItemVotes(ctx.db, 'stage', id);
}

/**
 * The stored cover keys of stage `id`, whatever its visibility (an `<img>` request carries no
 * bearer token, as for beatmap covers), or undefined when there is no such stage.
 */
export async function findStageCoverKeys(ctx: Ctx, id: number) {
  return (await repo.findStageById(ctx.db, id))?.coverKeys;
}

/** Adds one to a stage's and to one of its files' download counts (a fully sent stage file). */
export async function countStageDownload(ctx: Ctx, stageId: number, fileId: number): Promise<void> {
  await repo.countDownload(ctx.db, stageId, fileId);
}
