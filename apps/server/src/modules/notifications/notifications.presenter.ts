import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import type { NotificationRow } from './notifications.repository.ts';

/** The one place a notification row becomes the API's Notification (spec §3: id, url, image_url, text, created_at). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    url: row.url,
    image_url: row.imageUrl,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}
