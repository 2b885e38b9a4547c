import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { api } from '../../../../lib/api-client.ts';
import { grammarFilter, termCondition } from '../../../../lib/list-grammar.ts';

/** A beatmap the candidate search offers. */
export type BeatmapOption = Pick<Beatmap, 'id' | 'title' | 'artist' | 'mapper'>;

/**
 * `GET /api/beatmaps?s=…`: up to 10 published beatmaps whose title, artist or mapper contains
 * `term` (the public list, so only published ones, which is what a candidate must be).
 */
export async function searchCandidateBeatmaps(term: string, signal?: AbortSignal): Promise<BeatmapOption[]> {
  const page = await api.request<Paginated<BeatmapOption>>('/api/beatmaps', {
    query: {
      select: 'id,title,artist,mapper',
      limit: 10,
      page: 1,
      s: grammarFilter([termCondition(term, ['title', 'artist', 'mapper'])]),
    },
    signal,
  });
  return page.data;
}
