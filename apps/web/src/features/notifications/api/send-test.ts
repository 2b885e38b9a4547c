import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** `POST /api/notifications/test`: sends the caller a test notification (spec §7). */
export function sendTestNotification(): Promise<Notification> {
  return api.request<Notification>('/api/notifications/test', { method: 'POST' });
}

/** Sends a test notification, then refetches the list (spec §7 "then the list is refetched"). */
export function useSendTestNotification(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) }),
  });
}
