import { PROFILE_AVATAR_SIZE_PX } from '@synthhub/shared/profile/profile.constants';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { UnprocessableFile } from '../../errors.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { contentKey, contentKeyOfHash } from '../../lib/storage/content-key.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { UserRow } from '../users/index.ts';
import { updateUser } from './profile.repository.ts';
import { withLockedUser } from './profile.service.ts';

/** The storage key prefix of profile pictures (content-addressed, like every stored file). */
const AVATAR_KIND = 'profile-avatars';
/** Image formats sharp may read for a profile picture. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A stored picture's file name as `avatar_filename` holds it: `<sha256 hex>.webp`. */
const AVATAR_FILE = /^([0-9a-f]{64})\.webp$/;

/**
 * Makes the stored form of a profile picture: a square `PROFILE_AVATAR_SIZE_PX` (256 px) WebP,
 * cropped to the centre, EXIF orientation applied, metadata dropped; animated GIFs keep their first
 * frame. Throws UnprocessableFile (422) when the bytes are not a readable PNG, JPEG, WebP or GIF.
 */
export async function makeProfileAvatar(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: 64_000_000 });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    return await image
      .rotate()
      .resize(PROFILE_AVATAR_SIZE_PX, PROFILE_AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new UnprocessableFile('The picture could not be read: upload a PNG, JPEG, WebP or GIF image.', {
      cause: error,
    });
  }
}

/**
 * `POST /api/user/avatar`: resizes the image (makeProfileAvatar, 422 for an unreadable one),
 * stores it under a content key and records it on the user in one commit (lib/created-files.ts, so
 * a failure leaves no file behind). The previous picture's file is left to the storage sweep
 * (another account may share it). Returns the updated row.
 */
export async function setProfileAvatar(
  deps: { db: Db; storage: Storage },
  userId: number,
  bytes: Uint8Array,
): Promise<UserRow> {
  const webp = await makeProfileAvatar(bytes);
  const files = new CreatedFiles(deps);
  try {
    const key = await files.put(contentKey(AVATAR_KIND, webp, 'webp'), webp);
    const filename = key.slice(key.lastIndexOf('/') + 1);
    return await files.commit((tx) =>
      withLockedUser(tx, userId, (inner, user) =>
        updateUser(inner, user.id, { avatarKey: key, avatarFilename: filename }),
      ),
    );
  } catch (error) {
    await files.removeAll();
    throw error;
  }
}

/** `DELETE /api/user/avatar`: clears the user's picture (the file is left to the storage sweep). */
export async function removeProfileAvatar(db: Db, userId: number): Promise<UserRow> {
  return withLockedUser(db, userId, (tx, user) =>
    updateUser(tx, user.id, { avatarKey: null, avatarFilename: null }),
  );
}

/**
 * The storage key of a served picture file name (`<sha256>.webp`, as `avatar_url` names it), or
 * undefined for any other name (the route answers 404 then).
 */
export function profileAvatarKey(file: string): string | undefined {
  const match = AVATAR_FILE.exec(file);
  return match ? contentKeyOfHash(AVATAR_KIND, match[1]!, 'webp') : undefined;
}
