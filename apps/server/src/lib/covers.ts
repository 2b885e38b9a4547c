import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import sharp from 'sharp';
import type { CreatedFiles } from './created-files.ts';
import { contentKey } from './storage/content-key.ts';

/** Cover image keys in storage, per served size in pixels ("orig" is the uploaded image). */
export type CoverKeys = Partial<Record<'orig' | '150' | '250' | '500', string>>;

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

/**
 * Makes the served cover sizes once, at upload (design.md §7 "images"): square JPEG thumbnails of
 * 150, 250 and 500 px (`COVER_SIZES`), cropped to the centre. Returns null when the image cannot be
 * decoded, so a broken cover never blocks an upload.
 */
export async function makeCoverVariants(bytes: Uint8Array): Promise<Map<number, CoverImage> | null> {
  try {
    const source = sharp(bytes, { limitInputPixels: 64_000_000 }).rotate();
    const out = new Map<number, CoverImage>();
    for (const size of COVER_SIZES) {
      const resized = await source
        .clone()
        .resize(size, size, { fit: 'cover', withoutEnlargement: false })
        .jpeg({ quality: 82 })
        .toBuffer();
      out.set(size, { bytes: resized, ext: 'jpg', mimeType: 'image/jpeg' });
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * Stores a cover (PNG or JPEG) and its thumbnails under content keys (`covers/…`) and returns the
 * keys; `{}` when there is no image or it cannot be decoded. Files go through `files`, so a failed
 * upload removes them.
 */
export async function storeCover(
  files: CreatedFiles,
  bytes: Uint8Array | null | undefined,
): Promise<CoverKeys> {
  if (!bytes) return {};
  const ext = sniffImage(bytes);
  if (!ext) return {};
  const variants = await makeCoverVariants(bytes);
  if (!variants) return {};
  const keys: CoverKeys = { orig: await files.put(contentKey('covers', bytes, ext), bytes) };
  for (const [size, image] of variants) {
    keys[String(size) as '150'] = await files.put(contentKey('covers', image.bytes, image.ext), image.bytes);
  }
  return keys;
}
