import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ItemUser } from '@synthhub/shared/items/item.schemas';
import { Link as RouterLink } from 'react-router';
import { apiUrl } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The line under a leaderboard profile's name that ties it to its Synthhub account
 * (docs/decisions/0054 "Accounts own profiles"): "Linked to <username>" with the account's picture,
 * linking to `/profile/{username}`; "Not linked to a Synthhub account." for a profile no account
 * has claimed yet (a player claims it by signing in with, or linking, the game account it came
 * from; an admin can link it).
 */
export function LinkedAccount({ user }: { user: ItemUser | null | undefined }) {
  if (!user) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not linked to a Synthhub account.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={user.avatar_url ? apiUrl(user.avatar_url) : undefined}
        alt=""
        sx={{ width: 20, height: 20, fontSize: 12 }}
      >
        {user.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Linked to{' '}
        <Link component={RouterLink} to={paths.profile.getHref(user.username)}>
          {user.username}
        </Link>
      </Typography>
    </Stack>
  );
}
