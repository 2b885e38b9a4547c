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
