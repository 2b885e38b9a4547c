import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Props of {@link BeatmapDetailLayout}. */
export interface BeatmapDetailLayoutProps {
  /** The cover image. */
  cover: ReactNode;
  /** Title, artist and mapper: first in the right column on desktop, under the cover on a phone. */
  header: ReactNode;
  /** Actions, counts, votes, facts and tags: the left column under the cover on desktop. */
  side: ReactNode;
  /** Difficulties, the preview, the tabs and their content: the right column on desktop. */
  main: ReactNode;
}

/** Width of the left (cover) column on desktop, in px. */
export const BEATMAP_SIDE_WIDTH = 340;

/**
 * The beatmap page's body (design.md: no half-empty desktop layout). From `md` (900 px) on, two
 * columns: cover then `side` on the left ({@link BEATMAP_SIDE_WIDTH} px), `header` then `main` on
 * the right. Below `md`, one column in reading order: cover, header, side, main — the column boxes
 * become `display: contents` and their children take their place by `order`, so each piece is
 * rendered once (one `h1`, one set of buttons) at both widths.
 */
export function BeatmapDetailLayout({ cover, header, side, main }: BeatmapDetailLayoutProps) {
  const column = { display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap: 2, minWidth: 0 };
  return (
    <Box
      sx={{
        display: { xs: 'flex', md: 'grid' },
        flexDirection: 'column',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { md: `${BEATMAP_SIDE_WIDTH}px minmax(0, 1fr)` },
        alignItems: { md: 'start' },
      }}
    >
      <Box sx={column}>
        <Box
          sx={{
            order: 0,
            width: '100%',
            maxWidth: { xs: 320, md: 'none' },
            mx: { xs: 'auto', md: 0 },
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 4,
          }}
        >
          {cover}
        </Box>
        <Box sx={{ order: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>{side}</Box>
      </Box>
      <Box sx={column}>
        <Box sx={{ order: 1, minWidth: 0 }}>{header}</Box>
        <Box sx={{ order: 3, display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>{main}</Box>
      </Box>
    </Box>
  );
}
