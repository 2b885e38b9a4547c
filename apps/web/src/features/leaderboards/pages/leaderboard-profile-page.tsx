import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { useProfileSummary } from '../api/get-profile-summary.ts';
import { ProfileHeader, ProfileHeaderSkeleton } from '../components/profile-header.tsx';
import { HeldScoresNotice } from '../components/held-scores-notice.tsx';
import { ProfilePlays } from '../components/profile-plays.tsx';
import { ProfileRankings } from '../components/profile-rankings.tsx';
import { RankHistory } from '../components/rank-history.tsx';
import { RankUpPanel } from '../components/rank-up-panel.tsx';

/**
 * `/leaderboards/profile/{id}?plays&sort&page` (spec §2; where the global search's Leaderboard
 * Profiles results link), a profile that tells a story (docs/decisions/0054): the header (picture,
 * name, country, overall and country rank, points, accuracy, plays, first places), the rank and
 * accuracy history, the ranking lists folded to the best three, the best/recent plays and the
 * rank-up finder.
 */
export function LeaderboardProfilePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <ProfileDetail id={id} />;
}

function ProfileDetail({ id }: { id: number }) {
  const query = useProfileSummary(id);
  useDocumentTitle(query.data ? `${query.data.player.name} — Leaderboard profile` : 'Leaderboard profile');
  if (query.isPending) return <ProfileHeaderSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, minWidth: 0 }}>
      <ProfileHeader summary={query.data} />
      <RankHistory profileId={id} />
      <section aria-labelledby="rankings-heading">
        <Typography id="rankings-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Rankings
        </Typography>
        <Rankings profileId={id} />
      </section>
      <section aria-labelledby="plays-heading">
        <Typography id="plays-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Plays
        </Typography>
        <HeldScoresNotice userId={query.data.player.user?.id} />
        <ProfilePlays profileId={id} />
      </section>
      <RankUpPanel profileId={id} />
    </Stack>
  );
}

/** The ranking lists of the profile (from its stats), with their own loading and error states. */
function Rankings({ profileId }: { profileId: number }) {
  const stats = useProfileStats(profileId);
  if (stats.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading rankings" />;
  if (stats.isError) {
    return (
      <RetryAlert title="Could not load the rankings" error={stats.error} onRetry={() => stats.refetch()} />
    );
  }
  return <ProfileRankings rankings={stats.data.rankings} />;
}
