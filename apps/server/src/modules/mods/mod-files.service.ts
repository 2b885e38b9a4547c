import type { FastifyRequest } from 'fastify';
import { NotFound, UnprocessableFile } from '../../errors.ts';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { replaceItemCover } from '../items/index.ts';
import { findFile, findVersionsOfMods, type ModFileRow } from './mod-versions.repository.ts';
import { latestVersion, sortVersions } from './mods.presenter.ts';
import { type ModWithUser, updateMod } from './mods.repository.ts';
import { getMod, getModDetail, type ModsContext } from './mods.service.ts';

/** What a mod download sends and counts: the mod, the version's id and the stored file. */
export interface ModDownload {
  mod: ModWithUser;
  versionId: number;
  file: ModFileRow;
}

/**
 * The file `GET /api/mods/files/{fileId}/download` sends, when its mod is visible to `viewer`
 * (drafts 404 to others, mods.policy.ts). Deprecated versions stay downloadable (installed
 * setups keep working). Throws NotFound "Mod file 3 was not found.".
 */
export async function findModFile(
  ctx: ModsContext,
  fileId: number,
  viewer: AuthUser | null,
): Promise<ModDownload> {
  const found = await findFile(ctx.db, fileId);
  if (!found) throw new NotFound(`Mod file ${fileId} was not found.`);
  const mod = await getMod(ctx, found.version.modId, viewer);
  return { mod, versionId: found.version.id, file: found.file };
}

/**
 * The file `GET /api/mods/{id}/download` sends: the latest non-deprecated version's first file
 * (the `download_url` of lists). Throws NotFound for a hidden mod, or one with no such version.
 */
export async function findLatestModFile(
  ctx: ModsContext,
  id: number,
  viewer: AuthUser | null,
): Promise<ModDownload> {
  const mod = await getMod(ctx, id, viewer);
  const latest = latestVersion(sortVersions(await findVersionsOfMods(ctx.db, [mod.id])));
  const file = latest?.files[0];
  if (!latest || !file) throw new NotFound(`Mod ${id} has no version to download yet.`);
  return { mod, versionId: latest.id, file };
}

/** Largest cover image accepted, in bytes (as avatars' covers). */
const MOD_COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST /api/mods/{id}/cover` (owner, co-authors, admins): multipart `file`, a PNG or JPEG, stored
 * with its sizes by the kernel (`replaceItemCover`); 422 when it is no decodable image. Answers the detail.
 */
export async function setModCover(
  ctx: ModsContext & { storage: Storage },
  user: AuthUser,
  id: number,
  request: FastifyRequest,
) {
  const mod = await getMod(ctx, id, user, 'edit');
  const { file } = await readMultipartFile(request, {
    extension: ['.png', '.jpg', '.jpeg'],
    kind: 'covers',
    maxBytes: MOD_COVER_MAX_BYTES,
  });
  await replaceItemCover(
    ctx,
    mod,
    file.bytes,
    {
      notImage: () => new UnprocessableFile('The cover must be a PNG or JPEG image.'),
      unreadable: () => new UnprocessableFile('The cover image could not be read; it may be damaged.'),
    },
    (tx, values) => updateMod(tx, id, values),
  );
  return getModDetail(ctx, id, user);
}
