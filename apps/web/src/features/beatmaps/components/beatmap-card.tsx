import ScheduleIcon from '@mui/icons-material/Schedule';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { compactAge } from '@synthhub/shared/format/age';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatBpm } from '../format-bpm.ts';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DifficultyChips } from './difficulty-chips.tsx';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceCardControls } from '../../../device/react/device-item-controls.tsx';

/** Fields of a beatmap the card shows. */
export type BeatmapCardData = Pick<
  Beatmap,
  | 'id'
  | 'title'
  | 'artist'
  | 'mapper'
  | 'difficulties'
  | 'custom_difficulty_name'
  | 'duration'
  | 'bpm'
  | 'published_at'
  | 'download_count'
  | 'upvote_count'
  | 'downvote_count'
  | 'cover_url'
  | 'cover_version'
> &
  // With these the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Beatmap, 'download_url' | 'hash' | 'filename'>>;

/**
 * One beatmap in the grid (issue 2 item 7): cover, "artist - title", mapper, difficulty chips,
 * duration, bpm, compact age, and download/upvote/downvote counts. The whole card is clickable
 * through the title link, which is the card's one tab stop. `now` (ms) fixes the clock for tests;
 * `footer` adds a last line (e.g. when the user downloaded it). With `download_url`, a connected
 * device adds the installed badge and Install/Remove over the cover (issue 5 item 4).
 */
export function BeatmapCard({
  beatmap,
  now,
  footer,
}: {
  beatmap: BeatmapCardData;
  now?: number;
  footer?: ReactNode;
}) {
  const name = `${beatmap.artist} - ${beatmap.title}`;
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <CoverImage item={beatmap} size={250} />
      {beatmap.download_url && (
        <DeviceCardControls
          kind="beatmap"
          item={beatmapInstallable({ ...beatmap, download_url: beatmap.download_url })}
        />
      )}
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        <Link
          component={RouterLink}
          to={paths.beatmaps.detail.getHref(beatmap.id)}
          underline="hover"
          color="inherit"
          title={name}
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
            // Stretch the link over the whole card so the cover is clickable too.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={beatmap.mapper}>
          {beatmap.mapper}
        </Typography>
        <DifficultyChips difficulties={beatmap.difficulties} customName={beatmap.custom_difficulty_name} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ color: 'text.secondary', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
            <ScheduleIcon sx={{ fontSize: 15 }} />
            <Typography variant="caption">{beatmap.duration}</Typography>
          </Stack>
          <Typography variant="caption">{formatBpm(beatmap.bpm)} BPM</Typography>
          {beatmap.published_at && (
            <Typography
              variant="caption"
              component="time"
              dateTime={beatmap.published_at}
              title={new Date(beatmap.published_at).toLocaleString()}
            >
              {compactAge(beatmap.published_at, now)}
            </Typography>
          )}
        </Stack>
        <ItemCounts item={beatmap} />
        {footer}
      </CardContent>
    </Card>
  );
}
