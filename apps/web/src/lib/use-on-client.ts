import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a server-rendered page is being drawn on the server or adopted by the app in the
 * browser (hydration, docs/decisions/0029), true on every other render; React renders the component
 * again with true right after it has adopted the page. For what the server cannot know the same way
 * the browser does: the visitor's locale and time zone, the clock a minute later.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
