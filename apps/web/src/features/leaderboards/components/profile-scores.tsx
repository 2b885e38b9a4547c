import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useScores } from '../api/get-scores.ts';
import { useUserLeaderboardProfile } from '../api/get-user-leaderboard-profile.ts';
import { ScoreList } from './score-list.tsx';
import { ScoreTableSkeleton } from './score-table.tsx';

/** Scores per page of a profile's list. */
export const PROFILE_SCORES_PAGE_SIZE = 25;

/**
 * A profile's ranked scores, newest first: `GET /api/scores?s={"profile_id":P,"rank":{"$gt":0}}`
 * joined with the leaderboard, its beatmap and the profile.
 */
export function profileScoresParams(profileId: number, page: number) {
  return {
    filter: { profile_id: profileId, rank: { $gt: 0 } },
    joins: ['leaderboard', 'leaderboard.beatmap', 'profile', 'profile.user'],
    sort: 'created_at,DESC',
    page,
    limit: PROFILE_SCORES_PAGE_SIZE,
  };
}

/** A leaderboard profile's ranked scores with their map, rank, modifiers and date, paginated. */
export function ProfileScores({
  profileId,
  page,
  hrefForPage,
}: {
  profileId: number;
  page: number;
  hrefForPage: (page: number) => string;
}) {
  const query = useScores(profileScoresParams(profileId, page));
  return (
    <ScoreList
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      columns={{ player: false, map: true, modifiers: true, date: true }}
      label="Scores"
      emptyHint="Scores posted from the game show up here."
    />
  );
}

/**
 * The Leaderboards tab of `/profile/{username}` (spec §2): the user's leaderboard profile's scores,
 * with a link to its page; an empty state when the user has never posted a score.
 */
export function UserLeaderboardScores({
  userId,
  page,
  hrefForPage,
}: {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}) {
  const profile = useUserLeaderboardProfile(userId);
  if (profile.isPending) return <ScoreTableSkeleton />;
  if (profile.isError) {
    return (
      <RetryAlert
        title="Could not load the leaderboard profile"
        error={profile.error}
        onRetry={() => profile.refetch()}
      />
    );
  }
  if (!profile.data) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No scores yet
        </Typography>
        <Typography color="text.secondary">Scores posted from the game show up here.</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Link
        component={RouterLink}
        to={paths.leaderboards.profile.getHref(profile.data.id)}
        sx={{ display: 'inline-block', mb: 1 }}
      >
        Leaderboard profile {profile.data.name}: stats, rankings and rank-ups
      </Link>
      <ProfileScores profileId={profile.data.id} page={page} hrefForPage={hrefForPage} />
    </Box>
  );
}
