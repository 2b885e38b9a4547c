import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useLeaderboardProfile } from '../api/get-leaderboard-profile.ts';

/**
 * `/leaderboards/profile/{id}` (spec §2; where the global search's Leaderboard Profiles results
 * link): the profile's name, the site user it belongs to, and its scores — an empty state until
 * leaderboards arrive.
 */
export function LeaderboardProfilePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <ProfileDetail id={id} />;
}

function ProfileDetail({ id }: { id: number }) {
  const query = useLeaderboardProfile(id);
  useDocumentTitle(query.data ? `${query.data.name} — Leaderboard profile` : 'Leaderboard profile');
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: LeaderboardProfile }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          Leaderboard profile
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {profile.name}
        </Typography>
        {profile.user ? (
          <Typography variant="body2">
            Synthhub user{' '}
            <Link component={RouterLink} to={paths.profile.getHref(profile.user.username)}>
              {profile.user.username}
            </Link>
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not linked to a Synthhub account.
          </Typography>
        )}
      </div>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <LeaderboardIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ mt: 1 }}>No scores yet.</Typography>
        <Typography variant="body2" color="text.secondary">
          Scores posted from the game will show here once leaderboards arrive.
        </Typography>
      </Paper>
    </Stack>
  );
}
