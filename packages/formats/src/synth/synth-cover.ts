import type { SynthCover } from './synth-info.ts';

/**
 * The image type from the first bytes: PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF).
 * Returns null for anything else (formats.md §1.3: covers are .jpg or .png).
 */
export function sniffImageType(bytes: Uint8Array): SynthCover['mimeType'] | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes standard base64 (whitespace ignored) to bytes; returns null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Chooses the cover (formats.md §1.8): the zip entry named by `Artwork` when it holds a PNG or JPEG,
 * else the decoded `ArtworkBytes` (base64 PNG, §1.3) when it is an image, else null. Problems are
 * appended to `warnings` as sentences; never throws.
 */
export function pickCover(
  entry: { name: string; bytes: Uint8Array } | null,
  artworkBase64: string | null,
  warnings: string[],
): SynthCover | null {
  if (entry) {
    const mimeType = sniffImageType(entry.bytes);
    if (mimeType) return { bytes: entry.bytes, mimeType, name: entry.name, source: 'entry' };
    warnings.push(`The cover ${entry.name} is not a PNG or JPEG image.`);
  }
  if (artworkBase64) {
    const bytes = decodeBase64(artworkBase64);
    const mimeType = bytes && sniffImageType(bytes);
    if (bytes && mimeType) {
      const name = mimeType === 'image/png' ? 'cover.png' : 'cover.jpg';
      return { bytes, mimeType, name, source: 'artwork-bytes' };
    }
    warnings.push('ArtworkBytes in beatmap.meta.bin is not a base64 PNG or JPEG image.');
  }
  return null;
}
