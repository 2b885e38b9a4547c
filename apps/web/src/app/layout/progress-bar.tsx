import Box from '@mui/material/Box';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/** Work shorter than this never shows the bar, in ms (spec §9: throttle, minimum display delay). */
export const PROGRESS_THROTTLE_MS = 200;
/** Time the bar takes to creep towards its end while work goes on, in ms (spec §9). */
export const PROGRESS_DURATION_MS = 5000;
const TICK_MS = 100;

/**
 * The progress of a bar that starts {@link PROGRESS_THROTTLE_MS} after `active` turns on, creeps
 * towards 90 % over about {@link PROGRESS_DURATION_MS}, and jumps to 100 % then hides when work ends.
 * Answers null while hidden.
 */
export function useThrottledProgress(active: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    if (active) {
      let tick: ReturnType<typeof setInterval> | undefined;
      const start = setTimeout(() => {
        shown.current = true;
        setProgress(8);
        const step = (TICK_MS / PROGRESS_DURATION_MS) * 2.5;
        tick = setInterval(
          () => setProgress((p) => Math.min(90, (p ?? 0) + (90 - (p ?? 0)) * step)),
          TICK_MS,
        );
      }, PROGRESS_THROTTLE_MS);
      return () => {
        clearTimeout(start);
        clearInterval(tick);
      };
    }
    if (!shown.current) return;
    shown.current = false;
    setProgress(100);
    const hide = setTimeout(() => setProgress(null), 300);
    return () => clearTimeout(hide);
  }, [active]);

  return progress;
}

/**
 * The pink 2 px bar at the top of the page (spec §1, §9) while any query or mutation is fetching
 * or a route is loading. Queries with `meta: { progress: false }` (search, spec §7) do not count.
 */
export function ProgressBar() {
  const fetching = useIsFetching({ predicate: (query) => query.meta?.progress !== false });
  const mutating = useIsMutating();
  const navigating = useNavigation().state !== 'idle';
  const progress = useThrottledProgress(fetching + mutating > 0 || navigating);
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
      role={progress === null ? undefined : 'progressbar'}
      aria-label={progress === null ? undefined : 'Loading'}
      aria-hidden={progress === null}
    >
      <Box
        sx={{
          height: '100%',
          width: `${progress ?? 100}%`,
          bgcolor: 'primary.main',
          boxShadow: (theme) => `0 0 6px ${theme.palette.primary.main}`,
          opacity: progress === null || progress === 100 ? 0 : 1,
          transition: 'width 200ms ease-out, opacity 300ms ease 100ms',
        }}
      />
    </Box>
  );
}
