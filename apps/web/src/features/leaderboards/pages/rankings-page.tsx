import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LEADERBOARD_DIFFICULTY_MAX,
  MODIFIERS_COMBINED,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { Season } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useRankings } from '../api/get-rankings.ts';
import { useSeasons } from '../api/get-seasons.ts';
import { readIndex } from '../chart-state.ts';
import { ChoiceToggle } from '../components/choice-toggle.tsx';
import { OverallRanking, overallHref } from '../components/overall-ranking.tsx';
import { RankingFilters, type RankingSelection } from '../components/ranking-filters.tsx';
import { ScoreTable, ScoreTableSkeleton } from '../components/score-table.tsx';
import { formatDate } from '../format.ts';

/** Rows per page of a ranking list. */
export const RANKINGS_PAGE_SIZE = 50;

/**
 * The URL of a ranking list: `/rankings/season/{slug}` for a season, `/rankings?season=all` for all
 * time, with `mode`, `difficulty`, `modifiers=combined` and `page` in the query when not default.
 */
export function rankingsHref(selection: RankingSelection, page = 1): string {
  const params = new URLSearchParams();
  if (!selection.season) params.set('season', 'all');
  if (selection.mode !== 0) params.set('mode', String(selection.mode));
  if (selection.difficulty !== LEADERBOARD_DIFFICULTY_MAX)
    params.set('difficulty', String(selection.difficulty));
  if (selection.modifiers === MODIFIERS_COMBINED) params.set('modifiers', 'combined');
  if (page > 1) params.set('page', String(page));
  const base = selection.season
    ? paths.rankings.season.getHref(selection.season.slug)
    : paths.rankings.getHref();
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The two kinds of ranking `/rankings` shows: the overall one, or one list per mode × difficulty. */
type RankingView = 'overall' | 'lists';

const VIEW_CHOICES = [
  { value: 'overall' as const, label: 'Overall' },
  { value: 'lists' as const, label: 'By mode & difficulty' },
];

/**
 * The heading of `/rankings` and the choice between the overall ranking (`?view=overall`,
 * docs/decisions/0054) and the per mode × difficulty lists (every other URL, as before).
 */
function RankingsHeading({ view, subtitle }: { view: RankingView; subtitle: string | null }) {
  const navigate = useNavigate();
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Rankings
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </div>
      <ChoiceToggle
        label="Ranking"
        value={view}
        choices={VIEW_CHOICES}
        onChange={(next) =>
          void navigate(
            next === 'overall' ? overallHref({ country: null, followed: false }) : paths.rankings.getHref(),
          )
        }
      />
    </Stack>
  );
}

/**
 * `/rankings` (the current season, or all time when no season is running or with `?season=all`) and
 * `/rankings/season/{slug}` (spec §2): the season picker, mode, difficulty (Master by default) and
 * None/Combined, then the ranked players. `/rankings?view=overall` is the overall ranking across
 * every mode and difficulty (docs/decisions/0054), with its country and followed filters.
 */
export function RankingsPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Rankings');
  if (params.get('view') === 'overall') {
    return (
      <Stack spacing={2}>
        <RankingsHeading view="overall" subtitle={null} />
        <OverallRanking />
      </Stack>
    );
  }
  return <ListRankingsPage />;
}

function ListRankingsPage() {
  const { slug } = useParams();
  const seasons = useSeasons();
  if (seasons.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={240} height={48} />
        <ScoreTableSkeleton />
      </Stack>
    );
  }
  if (seasons.isError) return <QueryError error={seasons.error} onRetry={() => seasons.refetch()} />;
  return <RankingsView seasons={seasons.data} slug={slug} />;
}

function RankingsView({ seasons, slug }: { seasons: Season[]; slug: string | undefined }) {
  const [params] = useSearchParams();
  const season =
    slug !== undefined
      ? seasons.find((s) => s.slug === slug)
      : params.get('season') === 'all'
        ? null
        : (seasons.find((s) => s.current) ?? null);
  if (season === undefined) return <ErrorPage status={404} message={`Season ${slug} was not found.`} />;
  const selection: RankingSelection = {
    season,
    mode: readIndex(params.get('mode')) === 1 ? 1 : 0,
    difficulty: Math.min(
      readIndex(params.get('difficulty')) ?? LEADERBOARD_DIFFICULTY_MAX,
      LEADERBOARD_DIFFICULTY_MAX,
    ),
    modifiers: params.get('modifiers') === 'combined' ? MODIFIERS_COMBINED : 0,
  };
  return <RankingList seasons={seasons} selection={selection} page={parsePage(params.get('page'))} />;
}

function RankingList({
  seasons,
  selection,
  page,
}: {
  seasons: Season[];
  selection: RankingSelection;
  page: number;
}) {
  const { season, mode, difficulty, modifiers } = selection;
  const query = useRankings({
    filter: {
      season_id: season?.id ?? 0,
      mode,
      difficulty,
      modifiers: modifiers === MODIFIERS_COMBINED ? {} : 0,
    },
    joins: ['profile', 'profile.user'],
    sort: 'rank,ASC',
    page,
    limit: RANKINGS_PAGE_SIZE,
  });
  return (
    <Stack spacing={2}>
      <RankingsHeading
        view="lists"
        subtitle={
          season
            ? `${season.name} · ${formatDate(season.starts_at)} – ${formatDate(season.ends_at)}`
            : 'All time'
        }
      />
      <RankingFilters seasons={seasons} selection={selection} hrefFor={(s) => rankingsHref(s)} />
      <PagedResults
        query={query}
        page={page}
        hrefForPage={(p) => rankingsHref(selection, p)}
        noun="ranked players"
        skeleton={<ScoreTableSkeleton />}
        renderItems={(rankings) => (
          <ScoreTable
            label="Rankings"
            columns={{ scoreLabel: 'Points', extra: 'Plays' }}
            rows={rankings.flatMap((r) =>
              r.profile
                ? [
                    {
                      key: r.id,
                      rank: r.rank,
                      profile: r.profile,
                      score: Math.round(r.points),
                      hits: r,
                      extra: r.plays.toLocaleString('en'),
                    },
                  ]
                : [],
            )}
          />
        )}
      />
    </Stack>
  );
}
