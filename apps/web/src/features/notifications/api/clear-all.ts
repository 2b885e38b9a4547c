import type { Cleared } from '@synthhub/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UnreadNotifications } from './get-unread.ts';
import { notificationKeys } from './keys.ts';

/** `POST /api/notifications/clear`: clears every unread notification (spec §2 "Clear Unread"). */
export function clearAllNotifications(): Promise<Cleared> {
  return api.request<Cleared>('/api/notifications/clear', { method: 'POST' });
}

/** Clears all: the bell empties at once; a failure is only logged (spec §8) and refetches. */
export function useClearAllNotifications(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.unread(userId);
  return useMutation({
    mutationFn: clearAllNotifications,
    onMutate: () => {
      queryClient.setQueryData<UnreadNotifications>(key, { list: [], total: 0 });
    },
    onError: (error) => {
      console.error('Clearing notifications failed', error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
