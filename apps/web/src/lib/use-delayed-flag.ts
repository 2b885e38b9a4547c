import { useEffect, useState } from 'react';
import { useOnClient } from './use-on-client.ts';

/** A loading indicator shows only once loading has lasted this long, in ms (spec §9). */
export const FETCH_INDICATOR_DELAY_MS = 200;

/**
 * False for the first `delayMs` after the component mounts, then true (spec §9 "Minimum display
 * delay of fetch indicator": a loading state mounted while data loads stays invisible when the data
 * comes sooner, so fast answers never flash a skeleton). True at once on the server and when the
 * app adopts a server-rendered page (docs/decisions/0029): the server drew it, so the browser's first
 * render must match, and it is already on screen.
 */
export function useDelayedFlag(delayMs: number = FETCH_INDICATOR_DELAY_MS): boolean {
  const onClient = useOnClient();
  const [passed, setPassed] = useState(!onClient);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [passed, delayMs]);
  return passed;
}
