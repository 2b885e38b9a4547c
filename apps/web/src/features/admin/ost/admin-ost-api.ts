import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../api/keys.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';

/** The OST grid's query key prefix. */
export const ostListKey = () => adminKeys.screen('ost', 'list');

/** `GET /api/admin/ost`: one grid page of the OST beatmaps, searching title, artist and mapper. */
export function getOstBeatmaps(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<Beatmap>> {
  return api.request('/api/admin/ost', {
    query: crudQuery(q, { searchFields: ['title', 'artist', 'mapper'] }),
    signal,
  });
}

/** `POST /api/admin/ost/{id}` (flag) or `DELETE` (unflag): answers the beatmap. @throws ApiError 404 */
export function setOst(id: number, ost: boolean): Promise<Beatmap> {
  return api.request<Beatmap>(`/api/admin/ost/${id}`, { method: ost ? 'POST' : 'DELETE' });
}

/**
 * `POST /api/admin/ost` as multipart (the `.synth` as `file`, like the site's beatmap upload): the
 * new OST beatmap's `{id}`; the OST grid is refetched. @throws ApiError 400/422 bad file, 409 known hash
 */
export function useUploadOst() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.request<{ id: number }>('/api/admin/ost', { method: 'POST', form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ostListKey() }),
  });
}
