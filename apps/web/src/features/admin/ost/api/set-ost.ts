import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { api } from '../../../../lib/api-client.ts';

/** `POST /api/admin/ost/{id}` (flag) or `DELETE` (unflag): answers the beatmap. @throws ApiError 404 */
export function setOst(id: number, ost: boolean): Promise<Beatmap> {
  return api.request<Beatmap>(`/api/admin/ost/${id}`, { method: ost ? 'POST' : 'DELETE' });
}
