import type { Avatar, AvatarPatch } from '@synthhub/shared/avatars/avatars.schemas';
import { api } from '../../../lib/api-client.ts';
import { useItemMutation } from '../../../lib/item-queries.ts';

/**
 * `PATCH /api/models/avatars/{id}` with any of name, description, youtube_url, published (uploader
 * or admin). Publishing sets `published_at`. Answers the updated avatar.
 * @throws ApiError 400 with validation lines, 403 when not allowed, 404 when missing
 */
export function updateAvatar({ id, patch }: { id: number; patch: AvatarPatch }): Promise<Avatar> {
  return api.request<Avatar>(`/api/models/avatars/${id}`, { method: 'PATCH', json: patch });
}

/** Saves avatar changes; the detail cache takes the answer, lists are refetched. */
export function useUpdateAvatar() {
  return useItemMutation('avatar', updateAvatar);
}
