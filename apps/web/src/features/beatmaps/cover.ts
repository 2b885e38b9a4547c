import type { CoverSize } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { apiUrl } from '../../config/env.ts';

/**
 * The URL of a beatmap's cover at `size` px (formats.md §6.2 `?size=150|250|500`), with
 * `v=cover_version` so a changed cover is never served from cache. Null when there is no cover.
 */
export function coverSrc(
  beatmap: Pick<Beatmap, 'cover_url' | 'cover_version'>,
  size: CoverSize,
): string | null {
  if (!beatmap.cover_url) return null;
  const [path, query = ''] = beatmap.cover_url.split('?');
  const params = new URLSearchParams(query);
  params.set('size', String(size));
  if (!params.has('v') && beatmap.cover_version) params.set('v', String(beatmap.cover_version));
  return `${apiUrl(path ?? '')}?${params.toString()}`;
}
