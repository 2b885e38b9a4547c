import type { ReactNode } from 'react';
import { FETCH_INDICATOR_DELAY_MS, useDelayedFlag } from '../lib/use-delayed-flag.ts';

/**
 * Shows `children` (a loading indicator: skeletons, a spinner) only once it has been mounted for
 * `delayMs` (spec §9: 200 ms minimum display delay of the fetch indicator), so a quick answer
 * replaces nothing with the data instead of flashing placeholders. Mount it when loading starts.
 */
export function Delayed({
  children,
  delayMs = FETCH_INDICATOR_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  return useDelayedFlag(delayMs) ? children : null;
}
