import type { Beatmap, BeatmapPatch } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { api } from '../../../lib/api-client.ts';
import { useItemMutation } from '../../../lib/item-queries.ts';

/**
 * `PATCH /api/beatmaps/{id}` with any of title, artist, mapper, description, youtube_url, explicit,
 * published (owner or admin). Publishing sets `published_at`. Answers the updated beatmap.
 * @throws ApiError 400 with validation lines, 403 when not allowed, 404 when missing
 */
export function updateBeatmap({ id, patch }: { id: number; patch: BeatmapPatch }): Promise<Beatmap> {
  return api.request<Beatmap>(`/api/beatmaps/${id}`, { method: 'PATCH', json: patch });
}

/** Saves beatmap changes; the detail cache takes the answer, lists are refetched. */
export function useUpdateBeatmap() {
  return useItemMutation('beatmap', updateBeatmap);
}
