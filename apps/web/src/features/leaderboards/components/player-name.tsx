import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Player } from '@synthhub/shared/leaderboards/player.schemas';
import { Link as RouterLink } from 'react-router';
import { CountryFlag } from '../../../components/country-flag.tsx';
import { paths } from '../../../config/paths.ts';
import { apiUrl } from '../../../config/env.ts';

/**
 * Where a player links: the account's page `/profile/{username}` when the leaderboard profile
 * belongs to an account, else `/leaderboards/profile/{id}` (spec §2).
 */
export function playerPageHref(player: Pick<Player, 'id' | 'user'>): string {
  return player.user
    ? paths.profile.getHref(player.user.username)
    : paths.leaderboards.profile.getHref(player.id);
}

/**
 * A player as a board, ranking or profile row shows one (docs/decisions/0054): picture (the
 * account's, else the name's first letter), country flag (when the account chose one) and the name
 * as a link to {@link playerPageHref}. `size` is the picture's side in px (default 24). The name
 * is cut with an ellipsis on narrow screens so a row never scrolls sideways at 390 px.
 */
export function PlayerName({ player, size = 24 }: { player: Player; size?: number }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}
    >
      <Avatar
        src={player.user?.avatar_url ? apiUrl(player.user.avatar_url) : undefined}
        alt=""
        sx={{ width: size, height: size, fontSize: size * 0.5, bgcolor: 'primary.main', flexShrink: 0 }}
      >
        {player.name.charAt(0).toUpperCase()}
      </Avatar>
      <CountryFlag code={player.country} />
      <Link
        component={RouterLink}
        to={playerPageHref(player)}
        title={player.name}
        sx={{
          fontWeight: 600,
          minWidth: 0,
          maxWidth: { xs: 120, sm: 320 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {player.name}
      </Link>
    </Box>
  );
}
