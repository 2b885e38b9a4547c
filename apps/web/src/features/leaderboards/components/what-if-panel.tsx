import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Leaderboard } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { type FormEvent, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useUserLeaderboardProfile } from '../api/get-user-leaderboard-profile.ts';
import { useWhatIf, type WhatIfParams } from '../api/get-what-if.ts';
import { formatRank, modifiersLabel } from '../format.ts';

function WhatIfForm({
  profileId,
  leaderboard,
  modifiers,
}: {
  profileId: number;
  leaderboard: Leaderboard;
  modifiers: number;
}) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<WhatIfParams | null>(null);
  const query = useWhatIf(asked);
  const value = Number(text);
  const valid = text !== '' && Number.isInteger(value) && value >= 0 && value <= leaderboard.max_score;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) setAsked({ profileId, leaderboardId: leaderboard.id, score: value, modifiers });
  };
  return (
    <Stack spacing={1.5}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={handleSubmit}
        aria-label="What if"
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Score"
          value={text}
          onChange={(e) => setText(e.target.value.trim())}
          error={text !== '' && !valid}
          helperText={
            text !== '' && !valid
              ? `A whole number from 0 to ${leaderboard.max_score.toLocaleString('en')}`
              : ' '
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined" disabled={!valid}>
          Check
        </Button>
      </Stack>
      {asked && query.isError && (
        <RetryAlert title="Could not work it out" error={query.error} onRetry={() => query.refetch()} />
      )}
      {asked && query.data && (
        <Alert severity="success" role="status">
          This score would put you {formatRank(query.data.leaderboard_rank)} here ({modifiersLabel(modifiers)}
          ), and move you from{' '}
          {query.data.ranking_rank_now ? formatRank(query.data.ranking_rank_now) : 'unranked'} to{' '}
          {formatRank(query.data.ranking_rank_after)} in the{' '}
          {query.data.season ? `${query.data.season.name} ranking` : 'all-time ranking'}.
        </Alert>
      )}
    </Stack>
  );
}

function SignedInWhatIf({
  userId,
  leaderboard,
  modifiers,
}: {
  userId: number;
  leaderboard: Leaderboard;
  modifiers: number;
}) {
  const profile = useUserLeaderboardProfile(userId);
  if (!profile.data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="what-if-heading" sx={{ p: 2 }}>
      <Typography id="what-if-heading" variant="h6" component="h2">
        What if?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Where a score on this chart would put {profile.data.name}.
      </Typography>
      <WhatIfForm profileId={profile.data.id} leaderboard={leaderboard} modifiers={modifiers} />
    </Paper>
  );
}

/**
 * The season what-if ("this score would put you #N"; issue brief "beyond the anchors") for the
 * signed-in player who has a leaderboard profile; nothing for visitors and players without one.
 */
export function WhatIfPanel({ leaderboard, modifiers }: { leaderboard: Leaderboard; modifiers: number }) {
  const me = useCurrentUser();
  if (!me) return null;
  return <SignedInWhatIf userId={me.id} leaderboard={leaderboard} modifiers={modifiers} />;
}
