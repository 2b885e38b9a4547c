import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Props of {@link DownloaderBeatmapList}. */
export interface DownloaderBeatmapListProps {
  /** The section's heading, e.g. "Will be added (480)". */
  title: string;
  beatmaps: readonly Beatmap[];
  /** What the row shows at its end (a state icon, an "Update available" chip). */
  trailing?: (beatmap: Beatmap) => ReactNode;
  /** Shown instead of the list when it is empty. */
  empty: string;
}

/**
 * One titled list of the downloader (dry run or run): "artist - title" linking to the beatmap,
 * the mapper under it, and a trailing mark. Long lists scroll inside a focusable region (so the
 * keyboard can scroll them too).
 */
export function DownloaderBeatmapList({ title, beatmaps, trailing, empty }: DownloaderBeatmapListProps) {
  const headingId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {beatmaps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          sx={{
            maxHeight: { xs: 360, md: 480 },
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <List dense disablePadding>
            {beatmaps.map((beatmap) => (
              <ListItem key={beatmap.id} divider sx={{ gap: 1 }}>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={paths.beatmaps.detail.getHref(beatmap.id)}
                      underline="hover"
                    >
                      {beatmap.artist} - {beatmap.title}
                    </Link>
                  }
                  secondary={`mapped by ${beatmap.mapper}`}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                {trailing && <Box sx={{ flexShrink: 0, display: 'flex' }}>{trailing(beatmap)}</Box>}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
