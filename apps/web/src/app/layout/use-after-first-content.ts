import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The latest moment (ms after mount) the deferred parts appear, even while data still loads. */
export const FIRST_CONTENT_MAX_WAIT_MS = 2500;

let reached = false;

/** Calls `run` when the browser is idle (or soon, where it has no requestIdleCallback). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/**
 * False until the first page has its content: after mount, once the browser is idle and no query is
 * loading (or after {@link FIRST_CONTENT_MAX_WAIT_MS}); then true for the rest of the page's life.
 * The app bar mounts its menus from then on, so their code loads after the first page's cards
 * rather than beside them (docs/decisions/0025).
 */
export function useAfterFirstContent(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(reached);
  useEffect(() => {
    if (done) return;
    let unsubscribe = () => {};
    let cancelIdle = () => {};
    const finish = () => {
      reached = true;
      setDone(true);
    };
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      cancelIdle = whenIdle(finish);
    };
    // Idle first, so the page's own queries (started as it mounts) are already counted.
    const cancelFirst = whenIdle(() => {
      unsubscribe = client.getQueryCache().subscribe(check);
      check();
    });
    const cap = setTimeout(finish, FIRST_CONTENT_MAX_WAIT_MS);
    return () => {
      cancelFirst();
      cancelIdle();
      unsubscribe();
      clearTimeout(cap);
    };
  }, [client, done]);
  return done;
}
