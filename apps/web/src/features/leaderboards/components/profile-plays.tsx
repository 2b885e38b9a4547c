import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ProfilePlay, ProfilePlaySort } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PagedResults } from '../../../components/paged-results.tsx';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useProfilePlays } from '../api/get-profile-plays.ts';
import { difficultyName, formatDate, formatPoints, formatRank, modeName, modifiersLabel } from '../format.ts';
import { AccuracyChip } from './accuracy-chip.tsx';
import { ScoreTableSkeleton, tableSx } from './score-table.tsx';

/** Plays per page. */
export const PROFILE_PLAYS_PAGE_SIZE = 10;

/** Which plays are shown: the best (by points or accuracy) or the most recent. */
export type PlaysView = 'best' | 'recent';

/**
 * The plays list's state from the URL (`?plays=recent`, `?sort=accuracy`, `?page=N`), so a view
 * can be linked and Back returns to it: best by points unless told.
 */
export function playsStateFrom(params: URLSearchParams): {
  view: PlaysView;
  sort: ProfilePlaySort;
  page: number;
} {
  const view: PlaysView = params.get('plays') === 'recent' ? 'recent' : 'best';
  const sort: ProfilePlaySort =
    view === 'recent' ? 'recent' : params.get('sort') === 'accuracy' ? 'accuracy' : 'points';
  return { view, sort, page: parsePage(params.get('page')) };
}

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function PlayMap({ play }: { play: ProfilePlay }) {
  const board = play.leaderboard;
  const title = board.beatmap?.title ?? board.song_name;
  return (
    <Box sx={{ minWidth: 0, maxWidth: { xs: 150, sm: 'none' } }}>
      <Link
        component={RouterLink}
        to={paths.leaderboards.detail.getHref(board.id)}
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontWeight: 600,
        }}
      >
        {title}
      </Link>
      <Box
        component="span"
        sx={{
          fontSize: 12,
          color: 'text.secondary',
          display: 'block',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {difficultyName(board.difficulty)} · {modeName(board.mode)}
        {play.modifiers !== 0 && ` · ${modifiersLabel(play.modifiers)}`}
      </Box>
    </Box>
  );
}

function PlaysTable({ plays }: { plays: ProfilePlay[] }) {
  return (
    <Table size="small" aria-label="Plays" sx={tableSx(false)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: 56, sm: 96 } }}>Rank</TableCell>
          <TableCell>Map</TableCell>
          <TableCell sx={num}>Points</TableCell>
          <TableCell sx={{ width: 76 }}>Accuracy</TableCell>
          <TableCell sx={wide}>Date</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plays.map((p) => (
          <TableRow key={p.score_id} hover data-testid="play-row">
            <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatRank(p.rank)}
              <Box
                component="span"
                sx={{
                  fontWeight: 400,
                  color: 'text.secondary',
                  fontSize: 12,
                  display: { xs: 'block', sm: 'inline' },
                }}
              >
                {' '}
                / {p.entrants.toLocaleString('en')}
              </Box>
            </TableCell>
            <TableCell sx={{ maxWidth: { xs: 150, sm: 'none' } }}>
              <PlayMap play={p} />
            </TableCell>
            <TableCell sx={num}>{formatPoints(p.points)}</TableCell>
            <TableCell>
              <AccuracyChip hits={p} />
            </TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDate(p.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A profile's plays (docs/decisions/0054 "A profile that tells a story"): its best play on each
 * board, as Best (by points or accuracy) or Recent (newest first), paginated; each row the board
 * (beatmap title, difficulty, mode, modifiers) linked to its leaderboard, the rank of entrants,
 * points, an accuracy chip and the date. The view, order and page live in the URL.
 */
export function ProfilePlays({ profileId }: { profileId: number }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { view, sort, page } = playsStateFrom(params);
  const query = useProfilePlays(profileId, { sort, page, limit: PROFILE_PLAYS_PAGE_SIZE });
  const change = (next: { plays?: PlaysView; sort?: ProfilePlaySort }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.delete('page');
        if (next.plays) {
          if (next.plays === 'best') out.delete('plays');
          else out.set('plays', next.plays);
          out.delete('sort');
        }
        if (next.sort) {
          if (next.sort === 'points') out.delete('sort');
          else out.set('sort', next.sort);
        }
        return out;
      },
      { preventScrollReset: true },
    );
  const hrefForPage = (p: number) => {
    const out = new URLSearchParams(params);
    if (p > 1) out.set('page', String(p));
    else out.delete('page');
    const search = out.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label="Which plays"
          onChange={(_, v: PlaysView | null) => v && change({ plays: v })}
        >
          <ToggleButton value="best">Best</ToggleButton>
          <ToggleButton value="recent">Recent</ToggleButton>
        </ToggleButtonGroup>
        {view === 'best' && (
          <TextField
            select
            size="small"
            label="Sort by"
            value={sort}
            onChange={(e) => change({ sort: e.target.value as ProfilePlaySort })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="points">Points</MenuItem>
            <MenuItem value="accuracy">Accuracy</MenuItem>
          </TextField>
        )}
      </Stack>
      <PagedResults
        query={query}
        page={page}
        hrefForPage={hrefForPage}
        noun="plays"
        emptyHint="Scores posted from the game show up here."
        skeleton={<ScoreTableSkeleton rows={PROFILE_PLAYS_PAGE_SIZE} />}
        renderItems={(plays) => <PlaysTable plays={plays} />}
      />
    </Stack>
  );
}
