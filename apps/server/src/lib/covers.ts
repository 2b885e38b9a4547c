import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import sharp from 'sharp';
import type { CreatedFiles } from './created-files.ts';
import { contentKey } from './storage/content-key.ts';

import type { CoverKeys } from './cover-keys.ts';

export type { CoverKeys };

/** An image to store: bytes, extension and MIME type. */
export interface CoverImage {
  bytes: Uint8Array;
  ext: 'png' | 'jpg';
  mimeType: 'image/png' | 'image/jpeg';
}

/** Sniffs PNG or JPEG from the magic bytes; null for anything else. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The job kind that makes a stored cover's sizes (lib/cover-sizes-job.ts; docs/decisions/0012). */
export const COVER_SIZES_JOB = 'cover-sizes';

/**
 * One served cover size (design.md §7 "images"): a square JPEG thumbnail of `size` px, cropped
 * to the centre. Deterministic for the same bytes, so its content key is the same wherever it is
 * made (a queued job, or on the fly while the job has not run). Throws when the image cannot be
 * decoded.
 */
export async function makeCoverSize(bytes: Uint8Array, size: number): Promise<CoverImage> {
  const resized = await sharp(bytes, { limitInputPixels: 64_000_000 })
    .rotate()
    .resize(size, size, { fit: 'cover', withoutEnlargement: false })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { bytes: resized, ext: 'jpg', mimeType: 'image/jpeg' };
}

/**
 * Makes every served cover size (`COVER_SIZES`: 150, 250, 500 px) with {@link makeCoverSize}.
 * Returns null when the image cannot be decoded.
 */
export async function makeCoverVariants(bytes: Uint8Array): Promise<Map<number, CoverImage> | null> {
  try {
    const out = new Map<number, CoverImage>();
    for (const size of COVER_SIZES) out.set(size, await makeCoverSize(bytes, size));
    return out;
  } catch {
    return null;
  }
}

/** Whether sharp can read the image's header and finds a width and height (no full decode). */
async function readableImage(bytes: Uint8Array): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 64_000_000 }).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

/**
 * Stores a cover (PNG or JPEG) under a content key (`covers/…`) and returns `{ orig }`; `{}` when
 * there is no image or its header cannot be read. The sizes are made after the upload commits:
 * the {@link COVER_SIZES_JOB} is queued on `files` and written in its commit (docs/decisions/0012);
 * until it has run, covers are resized on the fly (lib/http/send-cover.ts). Files go through
 * `files`, so a failed upload removes them.
 */
export async function storeCover(
  files: CreatedFiles,
  bytes: Uint8Array | null | undefined,
): Promise<CoverKeys> {
  if (!bytes) return {};
  const ext = sniffImage(bytes);
  if (!ext || !(await readableImage(bytes))) return {};
  const orig = await files.put(contentKey('covers', bytes, ext), bytes);
  files.queueJob(COVER_SIZES_JOB, { orig });
  return { orig };
}
