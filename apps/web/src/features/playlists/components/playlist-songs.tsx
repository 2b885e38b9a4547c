import MusicOffIcon from '@mui/icons-material/MusicOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@synthhub/shared/format/duration';
import type { PlaylistItem } from '@synthhub/shared/playlists/playlists.schemas';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { paths } from '../../../config/paths.ts';
import { difficultyName, songLabels } from './song-labels.ts';

/** The small square in front of a song: its beatmap's cover, or a "not here" mark. */
export function SongThumb({ item }: { item: PlaylistItem }) {
  return (
    <Box sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
      {item.beatmap ? (
        <CoverImage item={item.beatmap} size={150} />
      ) : (
        <Box
          sx={{
            width: '100%',
            height: '100%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <MusicOffIcon fontSize="small" />
        </Box>
      )}
    </Box>
  );
}

/** The "Not on Synthhub" mark of a song whose hash no beatmap here has. */
export function MissingChip() {
  return <Chip label="Not on Synthhub" size="small" variant="outlined" color="warning" />;
}

/**
 * The songs of a playlist page, numbered in order. A song on Synthhub links to `/beatmaps/{id}`; one
 * that is not is shown with the names the playlist file carried and marked "Not on Synthhub".
 */
export function PlaylistSongs({ items }: { items: PlaylistItem[] }) {
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        This playlist has no songs yet.
      </Typography>
    );
  }
  return (
    <List aria-label="Songs" disablePadding>
      {items.map((item, index) => {
        const { title, artist, mapper } = songLabels(item);
        const difficulty = difficultyName(item.difficulty);
        const seconds = item.beatmap?.duration_s ?? item.track_duration;
        return (
          <ListItem
            key={item.id}
            divider
            sx={{ gap: 1.5, px: 0, alignItems: 'center' }}
            data-testid="playlist-song"
          >
            <Typography color="text.secondary" sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}>
              {index + 1}
            </Typography>
            <SongThumb item={item} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              {item.beatmap_id !== null ? (
                <Link
                  component={RouterLink}
                  to={paths.beatmaps.detail.getHref(item.beatmap_id)}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {title}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[artist, mapper && `mapped by ${mapper}`].filter(Boolean).join(' · ') || '\u00a0'}
              </Typography>
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, flexShrink: 0 }}
            >
              {item.beatmap_id === null && <MissingChip />}
              {difficulty && <Chip label={difficulty} size="small" />}
              {seconds !== null && seconds !== undefined && (
                <Typography variant="body2" color="text.secondary">
                  {formatDuration(seconds)}
                </Typography>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
