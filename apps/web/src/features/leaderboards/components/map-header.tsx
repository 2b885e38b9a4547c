import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Leaderboard } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { paths } from '../../../config/paths.ts';

const NO_COVER = { cover_url: '', cover_version: 0 };

/**
 * The map a leaderboard belongs to: cover, title (linked to the beatmap when it is on Synthhub),
 * artist and mapper (linked to the uploader's profile when the beatmap has one) — from the joined
 * beatmap, else from the game's `leaderboardInfo` fields — and
 * `children` (chips) under them.
 */
export function MapHeader({ leaderboard, children }: { leaderboard: Leaderboard; children?: ReactNode }) {
  const beatmap = leaderboard.beatmap ?? null;
  const title = beatmap?.title ?? leaderboard.song_name;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: { xs: 88, sm: 140 }, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
        <CoverImage item={beatmap ?? NO_COVER} size={250} alt={`Cover of ${title}`} eager />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">
          Leaderboard
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: 24, sm: 34 } }}
        >
          {beatmap ? (
            <Link
              component={RouterLink}
              to={paths.beatmaps.detail.getHref(beatmap.id)}
              color="inherit"
              underline="hover"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Typography color="text.secondary">{beatmap?.artist ?? leaderboard.song_author_name}</Typography>
        <Typography variant="body2">
          Mapped by{' '}
          {beatmap?.user ? (
            <Link
              component={RouterLink}
              to={paths.profile.getHref(beatmap.user.username)}
              sx={{ fontWeight: 700 }}
            >
              {beatmap.mapper || beatmap.user.username}
            </Link>
          ) : (
            <strong>{beatmap?.mapper ?? leaderboard.level_author_name}</strong>
          )}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {beatmap?.ost && <Chip size="small" label="Official soundtrack" variant="outlined" />}
          {leaderboard.challenge > 0 && (
            <Chip
              size="small"
              label="Challenge"
              component={RouterLink}
              to={paths.leaderboards.challenge.getHref(leaderboard.challenge)}
              clickable
            />
          )}
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
