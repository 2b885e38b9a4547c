import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compactAge } from '@synthhub/shared/format/age';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { Link as RouterLink } from 'react-router';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { PlaylistCover } from './playlist-cover.tsx';
import { PlaylistDeviceControls } from './playlist-device-controls.tsx';

/** "1 song", "12 songs". */
export function songCount(n: number): string {
  return `${n.toLocaleString('en')} ${n === 1 ? 'song' : 'songs'}`;
}

/**
 * One playlist in the grid: cover (or its gradient), name, owner, song count, age, and
 * download/upvote/downvote counts. The name link is the card's one tab stop and covers the whole
 * card. `now` (ms) fixes the clock for tests. A connected device adds the installed badge and
 * Install/Remove over the cover (issue 5 item 4).
 */
export function PlaylistCard({ playlist, now }: { playlist: Playlist; now?: number }) {
  return (
    <Card
      component="article"
      aria-label={playlist.name}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <PlaylistCover playlist={playlist} size={250} />
      <PlaylistDeviceControls playlist={playlist} variant="card" />
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        <Link
          component={RouterLink}
          to={paths.playlists.detail.getHref(playlist.id)}
          underline="hover"
          color="inherit"
          title={playlist.name}
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
            overflowWrap: 'anywhere',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {playlist.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={playlist.user.username}>
          by {playlist.user.username}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography variant="caption">{songCount(playlist.item_count)}</Typography>
          {playlist.published_at && (
            <Typography
              variant="caption"
              component="time"
              dateTime={playlist.published_at}
              title={new Date(playlist.published_at).toLocaleString()}
            >
              {compactAge(playlist.published_at, now)}
            </Typography>
          )}
          {!playlist.published && <Chip label="Draft" color="warning" size="small" />}
        </Stack>
        <ItemCounts item={playlist} />
      </CardContent>
    </Card>
  );
}
