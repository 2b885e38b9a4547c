import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Delayed } from './delayed.tsx';

/** Props of {@link DetailSkeleton}. */
export interface DetailSkeletonProps {
  /** Accessible name of the busy region ("Loading beatmap"). */
  label: string;
  /** Width of the cover column on wide screens, in px (default 320, as {@link ItemDetailLayout}). */
  coverWidth?: number;
  /** Kind-specific placeholder rows after the title and subtitle lines. */
  children?: ReactNode;
}

/**
 * Placeholder for a single-item page while its detail loads: a square cover and text lines, shown
 * once loading has taken 200 ms (spec §9; {@link Delayed}).
 */
export function DetailSkeleton({ label, coverWidth = 320, children }: DetailSkeletonProps) {
  return (
    <Delayed>
      <Box
        aria-busy="true"
        aria-label={label}
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: `${coverWidth}px 1fr` } }}
      >
        <Skeleton
          variant="rectangular"
          sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }}
        />
        <Box>
          <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
          <Skeleton width="40%" />
          {children}
        </Box>
      </Box>
    </Delayed>
  );
}
