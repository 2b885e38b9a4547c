import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { compactAge } from '@synthhub/shared/format/age';
import { Link as RouterLink } from 'react-router';
import { apiUrl } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { MapperStats } from './mapper-stats.tsx';

/**
 * One mapper on `/beatmaps/mappers` (formats.md §6.3 "Beatmapper"): avatar, username linking to
 * their profile's Beatmaps tab, when they last published, and their beatmaps, downloads, vote
 * difference and rating (MapperStats; "—" without votes). The whole card is clickable
 * through the name link. `now` (ms) fixes the clock for tests.
 */
export function MapperCard({ mapper, now }: { mapper: Beatmapper; now?: number }) {
  const { username } = mapper.user;
  return (
    <Card
      component="article"
      aria-label={username}
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, minWidth: 0 }}>
          <Avatar
            src={mapper.user.avatar_url ? apiUrl(mapper.user.avatar_url) : undefined}
            alt=""
            sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}
          >
            {username.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.profile.getHref(username, 'beatmaps')}
              underline="hover"
              color="inherit"
              noWrap
              sx={{
                display: 'block',
                fontWeight: 600,
                '&::after': { content: '""', position: 'absolute', inset: 0 },
              }}
            >
              {username}
            </Link>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              Last beatmap{' '}
              <time
                dateTime={mapper.last_beatmap_at}
                title={new Date(mapper.last_beatmap_at).toLocaleString()}
              >
                {compactAge(mapper.last_beatmap_at, now)} ago
              </time>
            </Typography>
          </Box>
        </Stack>
        <MapperStats stats={mapper} />
      </CardContent>
    </Card>
  );
}
