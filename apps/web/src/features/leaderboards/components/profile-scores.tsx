import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useScores } from '../api/get-scores.ts';
import { useProfileSummary } from '../api/get-profile-summary.ts';
import { useUserLeaderboardProfile } from '../api/get-user-leaderboard-profile.ts';
import { ProfileHeader, ProfileHeaderSkeleton } from './profile-header.tsx';
import { HeldScoresNotice } from './held-scores-notice.tsx';
import { ProfilePlays } from './profile-plays.tsx';
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

/** The header and plays of the user's profile, each with its own loading and error state. */
function LinkedProfile({ profileId }: { profileId: number }) {
  const summary = useProfileSummary(profileId);
  return (
    <Stack spacing={2}>
      {summary.isPending ? (
        <ProfileHeaderSkeleton />
      ) : summary.isError ? (
        <RetryAlert
          title="Could not load the player"
          error={summary.error}
          onRetry={() => summary.refetch()}
        />
      ) : (
        <ProfileHeader summary={summary.data} headingLevel="h2" showOwner={false} />
      )}
      <Link
        component={RouterLink}
        to={paths.leaderboards.profile.getHref(profileId)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Full leaderboard profile: history, rankings and rank-ups
      </Link>
      <HeldScoresNotice userId={summary.data?.player.user?.id} />
      <ProfilePlays profileId={profileId} />
    </Stack>
  );
}

/**
 * The Leaderboards tab of `/profile/{username}` (spec §2; docs/decisions/0054 "A profile that
 * tells a story"): the user's leaderboard profile's header (overall rank, country rank, points,
 * accuracy, plays, first places) and its best/recent plays, with a link to the profile page; an
 * empty state when the user has never posted a score. The plays keep their view and page in the
 * URL (`?plays&sort&page`), so `page`/`hrefForPage` of the tab are not needed.
 */
export function UserLeaderboardScores({
  userId,
}: {
  userId: number;
  page?: number;
  hrefForPage?: (page: number) => string;
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
  return <LinkedProfile profileId={profile.data.id} />;
}
