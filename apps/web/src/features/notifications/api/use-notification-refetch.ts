import { NOTIFICATION_REFETCH_INTERVAL_MS } from '@synthhub/shared/notifications/notifications.constants';
import { useEffect, useRef } from 'react';
import { shouldRefetch } from './refetch-rule.ts';

/** Input that counts as "not idle" (spec §9 "Idle threshold"). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** What {@link useNotificationRefetch} needs; the browser pieces are passed in so tests can swap them. */
export interface NotificationRefetchOptions {
  /** When the list was last fetched (epoch ms; 0: never). */
  lastFetchAt: number;
  refetch: () => unknown;
  enabled: boolean;
  /** Where input is watched (default `window`). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Every 60 s, refetches the notifications when {@link shouldRefetch} says so (spec §9): the user
 * gave input within the last 300000 ms and the last fetch is 5 minutes or more old.
 */
export function useNotificationRefetch({
  lastFetchAt,
  refetch,
  enabled,
  target = window,
  now = Date.now,
}: NotificationRefetchOptions): void {
  const lastInputAt = useRef(now());
  const latest = useRef({ lastFetchAt, refetch, now });
  latest.current = { lastFetchAt, refetch, now };

  useEffect(() => {
    if (!enabled) return;
    const onInput = () => {
      lastInputAt.current = latest.current.now();
    };
    for (const name of INPUT_EVENTS) target.addEventListener(name, onInput, { passive: true });
    const timer = setInterval(() => {
      const { lastFetchAt: fetched, refetch: run, now: clock } = latest.current;
      if (shouldRefetch({ now: clock(), lastFetchAt: fetched, lastInputAt: lastInputAt.current })) run();
    }, NOTIFICATION_REFETCH_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const name of INPUT_EVENTS) target.removeEventListener(name, onInput);
    };
  }, [enabled, target]);
}
