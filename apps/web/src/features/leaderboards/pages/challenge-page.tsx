import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { useChallenge } from '../api/get-challenge.ts';
import { useLeaderboards } from '../api/get-leaderboards.ts';
import { LeaderboardTable } from '../components/leaderboard-table.tsx';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import { formatDate } from '../format.ts';

/**
 * `/leaderboards/challenges/{id}` (spec §2): a challenge's name, dates and description, then its
 * leaderboards (`GET /api/leaderboards?s={"challenge":id}`), most played first.
 */
export function ChallengePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <ChallengeDetail id={id} />;
}

function ChallengeDetail({ id }: { id: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const challenge = useChallenge(id);
  const leaderboards = useLeaderboards({
    filter: { challenge: id },
    joins: ['beatmap'],
    sort: 'scores,DESC',
    page,
    limit: 25,
  });
  useDocumentTitle(challenge.data ? `${challenge.data.name} — Challenge` : 'Challenge');
  if (challenge.isError) return <QueryError error={challenge.error} onRetry={() => challenge.refetch()} />;
  return (
    <Stack spacing={2}>
      {challenge.data ? (
        <div>
          <Typography variant="overline" color="text.secondary">
            Challenge
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {challenge.data.name}
          </Typography>
          <Typography color="text.secondary">
            {formatDate(challenge.data.starts_at)} – {formatDate(challenge.data.ends_at)}
          </Typography>
          {challenge.data.description && <Typography sx={{ mt: 1 }}>{challenge.data.description}</Typography>}
        </div>
      ) : (
        <Skeleton variant="text" width={320} height={56} />
      )}
      <PagedResults
        query={leaderboards}
        page={page}
        hrefForPage={(p) => `${paths.leaderboards.challenge.getHref(id)}${p > 1 ? `?page=${p}` : ''}`}
        noun="leaderboards"
        skeleton={<ScoreTableSkeleton />}
        renderItems={(items) => <LeaderboardTable leaderboards={items} label="Challenge leaderboards" />}
      />
    </Stack>
  );
}
