import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserPage } from '@synthhub/shared/users/users.schemas';
import { Link as RouterLink } from 'react-router';
import { CountryFlag, countryName } from '../../../components/country-flag.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The player's side of an account page (`/profile/{username}`; docs/decisions/0054 "Accounts own
 * profiles"): the country they chose (flag and name) and a link to the leaderboard profile their
 * scores are on, "Leaderboard profile →". Renders nothing when the account has neither.
 */
export function AccountPlayerLine({ user }: { user: UserPage }) {
  const profile = user.leaderboard_profile;
  if (!user.country && !profile) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      {user.country && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <CountryFlag code={user.country} height={14} />
          <Typography variant="body2" color="text.secondary">
            {countryName(user.country)}
          </Typography>
        </Stack>
      )}
      {profile && (
        <Link
          component={RouterLink}
          to={paths.leaderboards.profile.getHref(profile.id)}
          variant="body2"
          aria-label={`Leaderboard profile ${profile.name}`}
        >
          Leaderboard profile →
        </Link>
      )}
    </Stack>
  );
}
