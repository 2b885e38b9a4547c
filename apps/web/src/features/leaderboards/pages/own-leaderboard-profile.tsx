import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useUserLeaderboardProfile } from '../api/get-user-leaderboard-profile.ts';

function OwnProfile({ userId }: { userId: number }) {
  const query = useUserLeaderboardProfile(userId);
  if (query.isPending) return <Skeleton variant="text" width={280} height={48} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (query.data) return <Navigate to={paths.leaderboards.profile.getHref(query.data.id)} replace />;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        No leaderboard profile yet
      </Typography>
      <Typography color="text.secondary">Your first score posted from the game creates it.</Typography>
    </Box>
  );
}

/**
 * `/leaderboards/profile` without an id (spec §2 `profile/{id?}`): the signed-in player's own
 * leaderboard profile, or the sign-in page for a visitor.
 */
export function OwnLeaderboardProfilePage() {
  useDocumentTitle('Leaderboard profile');
  const me = useCurrentUser();
  if (!me) return <Navigate to={paths.login.getHref(paths.leaderboards.ownProfile.getHref())} replace />;
  return <OwnProfile userId={me.id} />;
}
