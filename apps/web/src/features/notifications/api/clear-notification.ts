import type { Cleared } from '@synthhub/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UnreadNotifications } from './get-unread.ts';
import { notificationKeys } from './keys.ts';

/** `POST /api/notifications/clear/{id}`: clears one notification (spec §7). */
export function clearNotification(id: number): Promise<Cleared> {
  return api.request<Cleared>(`/api/notifications/clear/${id}`, { method: 'POST' });
}

/** The cache without notification `id` (one fewer in the total when it was there). */
export function withoutNotification(data: UnreadNotifications | undefined, id: number) {
  if (!data || !data.list.some((n) => n.id === id)) return data;
  return { list: data.list.filter((n) => n.id !== id), total: Math.max(0, data.total - 1) };
}

/**
 * Clears one notification: it leaves the bell at once (the server is asked after), and a failure
 * is only logged (spec §8) and refetches the list.
 */
export function useClearNotification(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.unread(userId);
  return useMutation({
    mutationFn: clearNotification,
    onMutate: (id: number) => {
      queryClient.setQueryData<UnreadNotifications>(key, (data) => withoutNotification(data, id));
    },
    onError: (error) => {
      console.error('Clearing a notification failed', error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
