import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileStats } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { LinkedAccount } from '../components/linked-account.tsx';
import { ProfileRankings } from '../components/profile-rankings.tsx';
import { ProfileScores } from '../components/profile-scores.tsx';
import { RankUpPanel } from '../components/rank-up-panel.tsx';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import { formatPercent } from '../format.ts';

/**
 * `/leaderboards/profile/{id}?page=N` (spec §2; where the global search's Leaderboard Profiles
 * results link): the profile and its site user, its stats, the rankings it is in, its ranked scores
 * (paginated) and the rank-up finder.
 */
export function LeaderboardProfilePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <ProfileDetail id={id} />;
}

function ProfileDetail({ id }: { id: number }) {
  const query = useProfileStats(id);
  useDocumentTitle(query.data ? `${query.data.profile.name} — Leaderboard profile` : 'Leaderboard profile');
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={80} />
        <ScoreTableSkeleton />
      </Stack>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <ProfileView stats={query.data} />;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function ProfileView({ stats }: { stats: ProfileStats }) {
  const { profile } = stats;
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const href = (p: number) => `${paths.leaderboards.profile.getHref(profile.id)}${p > 1 ? `?page=${p}` : ''}`;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="overline" color="text.secondary">
          Leaderboard profile
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {profile.name}
        </Typography>
        <LinkedAccount user={profile.user} />
      </div>
      <Box
        component="section"
        aria-label="Stats"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
      >
        <Stat label="Plays" value={stats.plays.toLocaleString('en')} />
        <Stat label="Ranked maps" value={stats.ranked.toLocaleString('en')} />
        <Stat label="First places" value={stats.first_places.toLocaleString('en')} />
        <Stat label="Accuracy" value={formatPercent(stats.accuracy)} />
      </Box>
      <section aria-labelledby="rankings-heading">
        <Typography id="rankings-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Rankings
        </Typography>
        <ProfileRankings rankings={stats.rankings} />
      </section>
      <RankUpPanel profileId={profile.id} />
      <section aria-labelledby="scores-heading">
        <Typography id="scores-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Scores
        </Typography>
        <ProfileScores profileId={profile.id} page={page} hrefForPage={href} />
      </section>
    </Stack>
  );
}
