import type { CoverSize } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { apiUrl } from '../config/env.ts';

/**
 * The URL of an item's cover (beatmap, playlist, stage, avatar) at `size` px (formats.md §6.2 `?size=150|250|500`), with
 * `v=cover_version` so a changed cover is never served from cache. Null when there is no cover.
 */
export function coverSrc(item: Pick<Beatmap, 'cover_url' | 'cover_version'>, size: CoverSize): string | null {
  if (!item.cover_url) return null;
  const [path, query = ''] = item.cover_url.split('?');
  const params = new URLSearchParams(query);
  params.set('size', String(size));
  if (!params.has('v') && item.cover_version) params.set('v', String(item.cover_version));
  return `${apiUrl(path ?? '')}?${params.toString()}`;
}

/** The cover size (px) every content card shows (formats.md §6.2 sizes). */
export const CARD_COVER_SIZE = 250 satisfies CoverSize;

/**
 * Starts loading the covers of the first `count` items at `size` px with high priority, before any
 * card exists to ask for them (docs/decisions/0025: the first page's largest paint is the first card's
 * cover; started beside the page's code, it no longer waits for it). The browser's image cache then
 * answers the cards' own requests. Items without a cover are skipped; nothing happens outside a browser.
 */
export function warmCovers(
  items: readonly Pick<Beatmap, 'cover_url' | 'cover_version'>[],
  size: CoverSize,
  count: number,
): void {
  if (typeof Image === 'undefined') return;
  for (const item of items.slice(0, count)) {
    const src = coverSrc(item, size);
    if (!src) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
  }
}
