import { COVER_SIZES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import sharp from 'sharp';

/** An image to store: bytes, extension and MIME type. */
export interface CoverImage {
  bytes: Uint8Array;
  ext: 'png' | 'jpg';
  mimeType: 'image/png' | 'image/jpeg';
}

/**
 * Makes the served cover sizes once, at upload (design.md §7 "images"): square JPEG thumbnails of
 * 150, 250 and 500 px (`COVER_SIZES`), cropped to the centre. Returns null when the image cannot be
 * decoded, so a broken cover never blocks an upload; the caller keeps the original then.
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
