import { OVERALL_RANKING_PAGE_SIZE } from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCountryCode } from '@synthhub/shared/profile/countries';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { countryName } from '../../../components/country-flag.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useOverallRanking, useOverallRankingRow } from '../api/get-overall-ranking.ts';
import { getUserLeaderboardProfileQueryOptions } from '../api/get-user-leaderboard-profile.ts';
import { formatPoints, formatRank } from '../format.ts';
import { OverallFilters, type OverallSelection } from './overall-filters.tsx';
import { OverallTable } from './overall-table.tsx';
import { ScoreTableSkeleton } from './score-table.tsx';

/**
 * The URL of the overall ranking: `/rankings?view=overall`, plus `country=CC`, `followed=1` and
 * `page` when not default.
 */
export function overallHref(selection: OverallSelection, page = 1): string {
  const params = new URLSearchParams({ view: 'overall' });
  if (selection.country) params.set('country', selection.country);
  if (selection.followed) params.set('followed', '1');
  if (page > 1) params.set('page', String(page));
  return `${paths.rankings.getHref()}?${params.toString()}`;
}

/** A `country` query value as a known upper-case code, or null (absent or unknown: every country). */
const readCountry = (value: string | null) => {
  const code = value?.toUpperCase() ?? '';
  return isCountryCode(code) ? code : null;
};

/** The signed-in user's own overall row (null when signed out, without a profile or unranked). */
function useMyOverallRow(userId: number | undefined) {
  const profile = useQuery({
    ...getUserLeaderboardProfileQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
  });
  return useOverallRankingRow(profile.data?.id).data ?? null;
}

/**
 * The overall ranking view of `/rankings?view=overall` (docs/decisions/0054): the signed-in
 * player's own standing, the filters (country, My country, Players I follow) kept in the URL,
 * and the ranked players page by page with every list state (loading, error with Retry, empty,
 * no match with Clear filters).
 */
export function OverallRanking() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const selection: OverallSelection = {
    country: readCountry(params.get('country')),
    followed: !!user && params.get('followed') === '1',
  };
  const page = parsePage(params.get('page'));
  const me = useMyOverallRow(user?.id);
  const query = useOverallRanking({
    page,
    limit: OVERALL_RANKING_PAGE_SIZE,
    country: selection.country ?? undefined,
    followed: selection.followed,
  });
  const byCountry = selection.country !== null;
  const filtered = byCountry || selection.followed;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {byCountry ? `${countryName(selection.country!)} · ` : ''}
        Every mode and difficulty: each player&apos;s best score per map, the best weighted most.
      </Typography>
      {me && (
        <Typography data-testid="my-standing">
          You: <strong>{formatRank(me.rank)}</strong>
          {me.player.country && me.country_rank
            ? ` · ${formatRank(me.country_rank)} in ${countryName(me.player.country)}`
            : ''}
          {` · ${formatPoints(me.points)} points`}
        </Typography>
      )}
      <OverallFilters
        selection={selection}
        onChange={(next) => void navigate(overallHref(next))}
        signedIn={!!user}
        myCountry={me?.player.country ?? null}
      />
      <PagedResults
        query={query}
        page={page}
        hrefForPage={(p) => overallHref(selection, p)}
        noun="ranked players"
        skeleton={<ScoreTableSkeleton />}
        onClearFilters={
          filtered ? () => void navigate(overallHref({ country: null, followed: false })) : undefined
        }
        renderItems={(rows) => <OverallTable rows={rows} byCountry={byCountry} />}
      />
    </Stack>
  );
}
