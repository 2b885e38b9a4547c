import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
  MODIFIERS_COMBINED,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { RankUp } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { type RankUpParams, useRankUps } from '../api/get-rank-ups.ts';
import { difficultyName, formatPoints, formatRank, formatScore, modeName } from '../format.ts';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: [number, string][];
  onChange: (v: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {options.map(([v, name]) => (
        <MenuItem key={v} value={v}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One suggestion in words: the score to gain and the places on the map, then the places in the
 * ranking, or, when the step moves no place there (a player already #1, or too far behind), the
 * ranking points it adds. A board the player never played (offered to a #1, docs/decisions/0054
 * "Rank-up finder at #1") says the estimated place and the score it takes.
 */
export function rankUpLine(r: RankUp): string {
  const points = `+${formatPoints(r.ranking_points_gain)} ranking points`;
  if (r.current_rank === null) {
    const play = r.target_score <= 1 ? 'any finished play' : `${formatScore(r.target_score)} points`;
    return `Not played yet: ${play} would place about ${formatRank(r.target_rank)}, ${points}`;
  }
  const map = `+${formatScore(r.score_gain)} points: ${formatRank(r.current_rank)} → ${formatRank(r.target_rank)} on the map`;
  return r.ranking_rank_now === r.ranking_rank_after
    ? `${map}, ${points} (stays ${formatRank(r.ranking_rank_after)})`
    : `${map}, ${formatRank(r.ranking_rank_now)} → ${formatRank(r.ranking_rank_after)} in the ranking, ${points}`;
}

/**
 * The rank-up finder (issue brief "beyond the anchors"): for one ranking list (mode × difficulty ×
 * None/Combined), the leaderboards where the smallest score gain moves this profile furthest.
 */
export function RankUpPanel({ profileId }: { profileId: number }) {
  const [params, setParams] = useState<RankUpParams>({
    mode: 0,
    difficulty: LEADERBOARD_DIFFICULTIES.length - 1,
    modifiers: 0,
  });
  const query = useRankUps(profileId, params);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="rank-up-heading" sx={{ p: 2 }}>
      <Typography id="rank-up-heading" variant="h6" component="h2">
        Rank-up finder
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The maps where the fewest extra points move this player furthest up the ranking.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Select
          label="Mode"
          value={params.mode}
          options={LEADERBOARD_MODES.map((n, i) => [i, n])}
          onChange={(mode) => setParams({ ...params, mode })}
        />
        <Select
          label="Difficulty"
          value={params.difficulty}
          options={LEADERBOARD_DIFFICULTIES.map((n, i) => [i, n])}
          onChange={(difficulty) => setParams({ ...params, difficulty })}
        />
        <Select
          label="Modifiers"
          value={params.modifiers}
          options={[
            [0, 'None'],
            [MODIFIERS_COMBINED, 'Combined'],
          ]}
          onChange={(modifiers) => setParams({ ...params, modifiers })}
        />
      </Stack>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading rank-ups" />
      ) : query.isError ? (
        <RetryAlert title="Could not find rank-ups" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Alert severity="info">
          No rank-ups found for {modeName(params.mode)} {difficultyName(params.difficulty)}.
        </Alert>
      ) : (
        <>
          {query.data[0]!.ranking_rank_now === 1 && (
            <Alert severity="success" sx={{ mb: 1 }}>
              Already #1 in {modeName(params.mode)} {difficultyName(params.difficulty)}: these maps would add
              the most points, the ones you have not played and those where you can climb the most.
            </Alert>
          )}
          <List dense aria-label="Rank-ups">
            {query.data.map((r) => (
              <ListItem key={r.leaderboard.id} divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.leaderboards.detail.getHref(r.leaderboard.id)}>
                      {r.leaderboard.beatmap?.title ?? r.leaderboard.song_name}
                    </Link>
                  }
                  secondary={rankUpLine(r)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
