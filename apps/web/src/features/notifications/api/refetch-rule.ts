import {
  IDLE_THRESHOLD_MS,
  NOTIFICATION_REFETCH_MIN_AGE_MS,
} from '@synthhub/shared/notifications/notifications.constants';

/** What {@link shouldRefetch} weighs, all epoch ms. */
export interface RefetchClock {
  now: number;
  /** When the list was last fetched (success or failure); 0 when never. */
  lastFetchAt: number;
  /** The user's last input (pointer, key, scroll, touch). */
  lastInputAt: number;
}

/**
 * The bell's periodic refetch rule (spec §9 "Notification refetch"): refetch only when the user is
 * not idle (input within `IDLE_THRESHOLD_MS` = 300000 ms) and the last fetch is at least
 * `NOTIFICATION_REFETCH_MIN_AGE_MS` (5 min) old. Checked every 60 s.
 */
export function shouldRefetch({ now, lastFetchAt, lastInputAt }: RefetchClock): boolean {
  const idle = now - lastInputAt >= IDLE_THRESHOLD_MS;
  return !idle && now - lastFetchAt >= NOTIFICATION_REFETCH_MIN_AGE_MS;
}
