import { uploadFileError } from '../uploads/upload-file.ts';
import { z } from 'zod';
import { cleanDisplayText } from '../format/display-text.ts';
import { type Created, itemSchema } from '../items/item.schemas.ts';
import {
  AVATAR_DESCRIPTION_MAX,
  AVATAR_EXTENSION,
  AVATAR_MAX_BYTES,
  AVATAR_NAME_MAX,
  AVATAR_NAME_MIN,
} from './avatars.constants.ts';

/**
 * The avatar edit form and the body of `PATCH /api/models/avatars/{id}` (spec §2), every
 * field optional: `name` 1-64 characters after trimming (spec §5, as for stages), `description`
 * (null or '' clears it), `youtube_url` a URL (spec §5; '' clears it), `published` (publishing sets
 * `published_at`). Each rule carries the message the form shows.
 */
export const avatarPatchSchema = z
  .object({
    name: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .min(AVATAR_NAME_MIN, 'Required')
      .max(AVATAR_NAME_MAX, `Name must be at most ${AVATAR_NAME_MAX} characters`),
    description: z
      .string()
      .max(AVATAR_DESCRIPTION_MAX, `Description must be at most ${AVATAR_DESCRIPTION_MAX} characters`)
      .nullable()
      .transform((v) => (v?.trim() ? v : null)),
    youtube_url: z
      .union([z.url('Must be a URL'), z.literal('')], { error: 'Must be a URL' })
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    published: z.boolean(),
  })
  .partial();
export type AvatarPatch = z.infer<typeof avatarPatchSchema>;
export type AvatarPatchInput = z.input<typeof avatarPatchSchema>;

/**
 * Checks a chosen avatar file before upload (spec §5 "Upload file fields"): "Required" when there
 * is none, a message when it is not a `.vrm` or is larger than `AVATAR_MAX_BYTES`; null when fine.
 */
export function avatarFileError(file: { name: string; size: number } | null): string | null {
  return uploadFileError(file, { extension: AVATAR_EXTENSION, maxBytes: AVATAR_MAX_BYTES });
}

/** What `POST /api/models/avatars/upload` answers: the new avatar's id (spec §7 "Uploads"). */
export type AvatarUploadResponse = Created;

/**
 * An avatar's licence as its `.vrm` states it (formats.md §4): `name` (VRM 0.x `licenseName`, e.g.
 * "CC0"), `url` (VRM 1.0 `licenseUrl`), `other_license_url`, and `permissions`, the permission
 * fields of the file's meta under their VRM names (e.g. `commercialUssageName: "Allow"` in 0.x,
 * `allowRedistribution: true` in 1.0).
 */
export const avatarLicenseSchema = z.object({
  name: z.string().nullable(),
  url: z.string().nullable(),
  other_license_url: z.string().nullable(),
  permissions: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export type AvatarLicense = z.infer<typeof avatarLicenseSchema>;

/**
 * An avatar as the API answers it (formats.md §6.3 "Avatar", plus Synthhub's fields): the item
 * fields of {@link itemSchema} (`download_url` `/api/models/avatars/{id}/download`, `cover_url` ''
 * when there is no cover) plus the avatar's own. Added to §6.3: `filename` (the download name
 * `<id>-<Name>.vrm`), `filesize` (bytes), `spec_version` ('0.x' | '1.0'), `authors`,
 * `model_version` (the file's own `meta.version`) and `license`, all read from the file at upload.
 */
export const avatarSchema = itemSchema.extend({
  name: z.string(),
  youtube_url: z.string().nullable(),
  filename: z.string(),
  filename_original: z.string(),
  filesize: z.number().int(),
  spec_version: z.enum(['0.x', '1.0']),
  authors: z.array(z.string()),
  model_version: z.string().nullable(),
  license: avatarLicenseSchema,
  version: z.number().int(),
});
export type Avatar = z.infer<typeof avatarSchema>;
