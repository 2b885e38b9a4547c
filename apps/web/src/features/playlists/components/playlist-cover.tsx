import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CoverSize } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { isPlaylistPlaceholderCover } from '@synthhub/shared/playlists/playlist-cover-url';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { CoverImage } from '../../../components/cover-image.tsx';
import { centredColumnSx } from '../../../components/centred-column-sx.ts';

/** The fields of a playlist its cover needs. */
export type PlaylistCoverData = Pick<
  Playlist,
  'name' | 'cover_url' | 'cover_version' | 'gradientTop' | 'gradientDown' | 'colorTitle'
>;

/**
 * A playlist's square cover: its uploaded image, or else (no cover, or the server's placeholder
 * `cover_url`) the game's look of it (formats.md §2): a
 * vertical gradient from `gradientTop` to `gradientDown` with the name in `colorTitle`. The name is
 * decorative (the card or page shows it as text), so it is hidden from screen readers.
 */
export function PlaylistCover({
  playlist,
  size,
  eager,
  alt,
}: {
  playlist: PlaylistCoverData;
  size: CoverSize;
  eager?: boolean;
  alt?: string;
}) {
  if (playlist.cover_url && !isPlaylistPlaceholderCover(playlist.cover_url))
    return <CoverImage item={playlist} size={size} eager={eager} alt={alt} />;
  const big = size >= 500;
  return (
    <Box
      data-testid="playlist-gradient"
      aria-hidden="true"
      sx={{
        width: '100%',
        aspectRatio: '1 / 1',
        background: `linear-gradient(180deg, ${playlist.gradientTop} 0%, ${playlist.gradientDown} 100%)`,
        color: playlist.colorTitle,
        ...centredColumnSx,
        overflow: 'hidden',
      }}
    >
      <QueueMusicIcon sx={{ fontSize: big ? 96 : 48, opacity: 0.85 }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: big ? '1.8rem' : '1.05rem',
          lineHeight: 1.15,
          textShadow: '0 1px 3px rgba(0,0,0,0.35)',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {playlist.name}
      </Typography>
    </Box>
  );
}
