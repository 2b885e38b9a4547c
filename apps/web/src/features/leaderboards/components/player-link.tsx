import Link from '@mui/material/Link';
import type { ScoreProfile } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * Where a player's name links: `/profile/{username}` when the leaderboard profile belongs to a site
 * user, else `/leaderboards/profile/{id}` (spec §2).
 */
export function playerHref(profile: ScoreProfile): string {
  return profile.user
    ? paths.profile.getHref(profile.user.username)
    : paths.leaderboards.profile.getHref(profile.id);
}

/** A player's name (the site username when linked, else the profile name) as a link, see {@link playerHref}. */
export function PlayerLink({ profile }: { profile: ScoreProfile }) {
  return (
    <Link
      component={RouterLink}
      to={playerHref(profile)}
      title={profile.user?.username ?? profile.name}
      sx={{
        fontWeight: 600,
        display: 'inline-block',
        maxWidth: { xs: 120, sm: 320 },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {profile.user?.username ?? profile.name}
    </Link>
  );
}
