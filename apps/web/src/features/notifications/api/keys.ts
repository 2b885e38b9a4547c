/**
 * Every TanStack Query key of the notifications feature (TkDodo "Effective React Query Keys"):
 * `all` `['notifications']` and `unread(userId)` the signed-in user's unread list.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: number) => [...notificationKeys.all, 'unread', userId] as const,
};
