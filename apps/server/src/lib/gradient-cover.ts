import sharp from 'sharp';

const HEX_COLOUR = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Draws a square JPEG of `size` × `size` px: a vertical gradient from `top` to `down` — a
 * playlist's look in the game (formats.md §2), used as its placeholder cover. Colours that are not
 * `#RRGGBB`/`#RRGGBBAA` (a .playlist may hold any string) are replaced by the fallbacks, so no
 * input ever reaches the SVG unchecked. Resolves to the JPEG bytes; rejects only if sharp fails.
 */
export async function renderGradientCover(
  colours: { top: string; down: string },
  fallback: { top: string; down: string },
  size: number,
): Promise<Buffer> {
  const top = HEX_COLOUR.test(colours.top) ? colours.top.slice(0, 7) : fallback.top;
  const down = HEX_COLOUR.test(colours.down) ? colours.down.slice(0, 7) : fallback.down;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${down}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
