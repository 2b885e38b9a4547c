import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { api } from '../../../../lib/api-client.ts';
import { type AdminGridQuery, crudQuery } from '../../lib/crud-query.ts';

/** `GET /api/admin/ost`: one grid page of the OST beatmaps, searching title, artist and mapper. */
export function getOstBeatmaps(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<Beatmap>> {
  return api.request('/api/admin/ost', {
    query: crudQuery(q, { searchFields: ['title', 'artist', 'mapper'] }),
    signal,
  });
}
