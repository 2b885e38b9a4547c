/** The bell shows at most this many notifications; past it, "and N more not shown..." (spec §2, §9). */
export const NOTIFICATION_PANEL_MAX = 10;

/** Minimum width of the bell's panel, in px (spec §2 "Notification bell dropdown", §9). */
export const NOTIFICATION_PANEL_MIN_WIDTH_PX = 300;

/** How often the bell considers a refetch, in ms (spec §9 "Notification refetch": every 60 s). */
export const NOTIFICATION_REFETCH_INTERVAL_MS = 60_000;

/** A refetch happens only when the last fetch is at least this old, in ms (spec §9: 5 minutes). */
export const NOTIFICATION_REFETCH_MIN_AGE_MS = 5 * 60_000;

/** The user is idle after this long without input, in ms (spec §9 "Idle threshold": 300000 ms). */
export const IDLE_THRESHOLD_MS = 300_000;

/**
 * `GET /api/notifications/unread` answers at most this many (newest first); the total unread count
 * is in its `X-Total-Count` header (docs/decisions/0017).
 */
export const NOTIFICATIONS_UNREAD_LIMIT = 100;

/** Cleared notifications older than this many days are deleted by the daily prune job (docs/decisions/0017). */
export const NOTIFICATIONS_KEEP_CLEARED_DAYS = 30;

/** Lifetime of a `POST /api/notifications/stream-ticket` ticket, in seconds (single use; docs/decisions/0017). */
export const STREAM_TICKET_TTL_S = 60;

/** Seconds between SSE heartbeats (a comment line) on `GET /api/notifications/stream`. */
export const STREAM_HEARTBEAT_S = 25;
