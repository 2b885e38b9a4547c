import { z } from 'zod';

/**
 * A notification as the API answers it (spec §3 "Notification": id, url, image_url, text,
 * created_at). `url` is a site path the bell links to (`/beatmaps/12`); `image_url` a relative
 * or absolute image URL, or null (the bell shows an icon); `created_at` ISO 8601.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  image_url: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications/unread`: a list, newest first (spec §7 Notifications). */
export const unreadNotificationsSchema = z.array(notificationSchema);

/** `POST /api/notifications/clear` and `clear/{id}`: how many notifications were cleared. */
export const clearedSchema = z.object({ cleared: z.number().int() });
export type Cleared = z.infer<typeof clearedSchema>;

/**
 * `POST /api/notifications/stream-ticket`: a single-use ticket for `GET
 * /api/notifications/stream?ticket=…` (EventSource cannot send an Authorization header;
 * docs/decisions/0017), valid `expires_in` seconds.
 */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** Name of the SSE event that carries one new {@link Notification} as JSON. */
export const NOTIFICATION_SSE_EVENT = 'notification';
