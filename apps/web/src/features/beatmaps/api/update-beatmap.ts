import type { Beatmap, BeatmapPatch } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBeatmap,
    onSuccess: (beatmap) => {
      queryClient.setQueryData(beatmapKeys.detail(beatmap.id), beatmap);
      return queryClient.invalidateQueries({ queryKey: beatmapKeys.lists() });
    },
  });
}
