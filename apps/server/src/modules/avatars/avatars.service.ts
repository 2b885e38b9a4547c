import type { VrmInfo } from '@synthhub/formats/vrm/vrm-info';
import {
  AVATAR_AUTHOR_MAX,
  AVATAR_AUTHORS_MAX,
  AVATAR_MAX_BYTES,
  AVATAR_NAME_MAX,
} from '@synthhub/shared/avatars/avatars.constants';
import type { AvatarPatch } from '@synthhub/shared/avatars/avatars.schemas';
import type { Db } from '../../db/client.ts';
import { PayloadTooLarge, UnprocessableFile } from '../../errors.ts';
import { storeCover } from '../../lib/covers.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import type { StagedFile } from '../../lib/uploads/temp-files.ts';
import type { UploadPipeline } from '../../lib/uploads/upload-pipeline.ts';
import { contentKeyOfHash } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './avatars.repository.ts';
import * as items from '../items/index.ts';
import { editItem } from '../items/index.ts';
import { patchColumns } from '../items/index.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableJson, storableText } from '../../lib/storable.ts';
import type { ItemCreated } from '../items/index.ts';

/** What the avatar rules need from the app. */
export interface AvatarsContext {
  db: Db;
  storage: Storage;
  uploads: Pick<UploadPipeline, 'tempDir' | 'workers'>;
}

/**
 * Reads a `.vrm` (a temporary file) in a parsing worker; format errors become 422s whose message
 * names the problem (formats.md §4), a file over `AVATAR_MAX_BYTES` a 413.
 */
async function readUploadedVrm(ctx: AvatarsContext, file: StagedFile): Promise<VrmInfo> {
  if (file.size > AVATAR_MAX_BYTES) {
    throw new PayloadTooLarge(`The avatar is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MiB.`);
  }
  return ctx.uploads.workers.run({ kind: 'vrm', path: file.path });
}

/** `text` cleaned (docs/decisions/0009: no bidi controls or invisible characters), at most `max` characters, trimmed. */
const clip = (text: string, max: number) =>
  Array.from(storableText(cleanDisplayText(text)))
    .slice(0, max)
    .join('')
    .trim();

/** The name the file was sent with, without any folder part a client may have put in it. */
function baseName(filename: string): string {
  return clip(filename.split(/[\\/]/).pop() ?? '', 255);
}

/** The avatar's starting name: the meta's title/name, else the file name without `.vrm`. */
function initialName(info: VrmInfo, filename: string): string {
  const fromFile = baseName(filename).replace(/\.vrm$/i, '');
  return clip(info.name, AVATAR_NAME_MAX) || clip(fromFile, AVATAR_NAME_MAX) || 'Avatar';
}

/**
 * Uploads a `.vrm` as a new, unpublished avatar of `user` (spec §2 /user/models/avatars/upload;
 * formats.md §4):
 * - the file (a temporary file) is read and checked first in a parsing worker (every GLB chunk
 *   length, the VRM meta of 0.x or 1.0; docs/decisions/0007);
 * - name, authors, model version and licence come from the meta (the name falls back to the file
 *   name); the embedded thumbnail, if any, becomes the cover (`storeCover`);
 * - the file is stored byte for byte under a content key, then the row is written
 *   (`CreatedFiles.commit`, which keeps a concurrent failed upload from taking the files away);
 * - on any failure every file this upload created is deleted and no row remains.
 * Returns the avatar id. Throws UnprocessableFile (422, the problem named) or PayloadTooLarge.
 */
export async function uploadAvatar(
  ctx: AvatarsContext,
  user: AuthUser,
  file: StagedFile,
): Promise<ItemCreated> {
  const info = await readUploadedVrm(ctx, file);
  const files = new CreatedFiles(ctx);
  try {
    const fileKey = await files.putFile(contentKeyOfHash('avatars', file.sha256, 'vrm'), file.path);
    const coverKeys = await storeCover(files, info.thumbnail?.bytes);
    const row = await files.commit((tx) =>
      repo.insertAvatar(tx, {
        userId: user.id,
        name: initialName(info, file.filename),
        specVersion: info.specVersion,
        authors: info.authors
          .slice(0, AVATAR_AUTHORS_MAX)
          .map((a) => clip(a, AVATAR_AUTHOR_MAX))
          .filter(Boolean),
        modelVersion: (info.version && clip(info.version, 64)) || null,
        license: storableJson(info.license),
        fileKey,
        filesize: file.size,
        filenameOriginal: baseName(file.filename) || 'avatar.vrm',
        coverKeys,
        published: false,
      }),
    );
    return { id: row.id };
  } catch (error) {
    await files.removeAll();
    throw error;
  }
}

/**
 * An avatar as the caller may see it: published ones for everyone, unpublished ones for their
 * uploader and admins. Throws NotFound otherwise, so drafts do not leak (modules/items).
 */
export const getVisibleAvatar = (ctx: Pick<AvatarsContext, 'db'>, id: number, viewer: AuthUser | null) =>
  items.getVisibleItem(ctx, repo.avatarStore, id, viewer);

/** Avatar edit fields (wire name → column; spec §2 /user/models/avatars/edit). */
const AVATAR_PATCH_COLUMNS = { name: 'name', description: 'description', youtube_url: 'youtubeUrl' } as const;

/**
 * Edits an avatar (name, description, youtube_url, published), uploader or admin only. Publishing
 * an unpublished avatar sets `published_at` to now. Throws NotFound/Forbidden.
 */
export const editAvatar = (ctx: items.ItemsWriteContext, user: AuthUser, id: number, patch: AvatarPatch) =>
  editItem(ctx, repo.avatarStore, user, id, patch.published, ({ tx, publish }) =>
    repo.updateAvatar(tx, id, {
      ...patchColumns<AvatarPatch, repo.NewAvatar>(patch, AVATAR_PATCH_COLUMNS),
      ...publish.columns,
    }),
  );

/** A cover that is not a decodable PNG/JPEG is a 422 for avatars. */
const AVATAR_COVER_ERRORS = {
  notImage: () => new UnprocessableFile('The cover must be a PNG or JPEG image.'),
  unreadable: () => new UnprocessableFile('The cover image could not be read; it may be damaged.'),
};

/**
 * Replaces an avatar's cover with an uploaded PNG or JPEG (uploader or admin), stored with its
 * thumbnails like every cover; `cover_version` goes up so cached covers refresh. The old cover's
 * files stay (content keys may be shared). Throws NotFound/Forbidden, or UnprocessableFile when the
 * bytes are not a PNG/JPEG that can be decoded (nothing is stored then).
 */
export async function replaceAvatarCover(ctx: AvatarsContext, user: AuthUser, id: number, image: Uint8Array) {
  const row = await items.getEditableItem(ctx, repo.avatarStore, id, user);
  await items.replaceItemCover(ctx, row, image, AVATAR_COVER_ERRORS, (tx, values) =>
    repo.updateAvatar(tx, id, values),
  );
  return (await repo.findAvatarById(ctx.db, id))!;
}

/** Deletes an avatar and its votes, uploader or admin only (modules/items `removeItem`). */
export const removeAvatar = (ctx: items.ItemsWriteContext, user: AuthUser, id: number) =>
  items.removeItem(ctx, repo.avatarStore, user, id);
