import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LEADERBOARD_DIFFICULTIES,
  LEADERBOARD_MODES,
  modifierNames,
} from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { AdminScore } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { adminKeys } from '../api/keys.ts';
import { AdminActionDialog } from '../components/admin-action-dialog.tsx';
import { filedAt } from './report-fields.tsx';
import { releaseScore, removeScore, useAdminScore } from './score-review-api.ts';

type Action = 'release' | 'remove';

const chartLabel = (s: AdminScore) =>
  `${s.leaderboard.song_name || `Leaderboard ${s.leaderboard.id}`} · ` +
  `${LEADERBOARD_DIFFICULTIES[s.leaderboard.difficulty] ?? s.leaderboard.difficulty} · ` +
  `${LEADERBOARD_MODES[s.leaderboard.mode] ?? s.leaderboard.mode}`;

/** The facts an admin judges a held score by, as label → value rows. */
function facts(s: AdminScore): [string, React.ReactNode][] {
  return [
    [
      'Player',
      <Link key="p" component={RouterLink} to={`/leaderboards/profile/${s.player.id}`}>
        {s.player.name}
        {s.player.country ? ` (${s.player.country})` : ''}
      </Link>,
    ],
    [
      'Leaderboard',
      <Link key="b" component={RouterLink} to={`/leaderboards/${s.leaderboard.id}`}>
        {chartLabel(s)}
      </Link>,
    ],
    ['Score', `${s.modified_score.toLocaleString('en')} (base ${s.base_score.toLocaleString('en')})`],
    [
      'Accuracy',
      `${s.accuracy.toFixed(2)}% — perfect ${s.perfect_hit_percent}%, good ${s.good_hit_percent}%, poor ${s.poor_hit_percent}%`,
    ],
    ['Modifiers', s.modifiers === 0 ? 'None' : modifierNames(s.modifiers).join(' + ') || String(s.modifiers)],
    ['Notes hit · max combo', `${s.notes_hit} · ${s.max_combo}`],
    ['Headset', s.hmd || '—'],
    ['Set', filedAt(s.created_at)],
  ];
}

/**
 * The score a 'score' report is about (docs/decisions/0054 "Honest scores") on the report's page:
 * player, leaderboard, score, accuracy, the hold reason and whether it is still held, with
 * Release (the score counts; an optional note for the audit log) and Remove (deleted; a required
 * reason the player is told), each behind a confirmation. A removed score reads "This score was
 * removed." Refreshes every admin screen afterwards.
 */
export function ScoreReportPanel({ scoreId }: { scoreId: number }) {
  const score = useAdminScore(scoreId);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: ({ action, reason }: { action: Action; reason: string | undefined }): Promise<unknown> =>
      action === 'release' ? releaseScore(scoreId, reason) : removeScore(scoreId, reason ?? ''),
    onSuccess: (_r, { action }) => {
      enqueueSnackbar(action === 'release' ? 'Score released: it counts now.' : 'Score removed.', {
        variant: 'success',
      });
      setOpen(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  if (score.isError) {
    if (score.error instanceof ApiError && score.error.status === 404)
      return <Alert severity="info">This score was removed.</Alert>;
    return (
      <RetryAlert
        title="The score could not be loaded"
        error={score.error}
        onRetry={() => void score.refetch()}
      />
    );
  }
  const s = score.data;
  if (!s) return <Skeleton variant="rounded" height={160} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Score ${s.id}`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Score {s.id}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={s.held ? 'warning' : 'success'}
          label={s.held ? 'Held for review' : 'Counts'}
        />
      </Stack>
      {s.held_reason ? (
        <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {s.held_reason}
        </Alert>
      ) : null}
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {facts(s).map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
            <Typography component="dt" color="text.secondary" sx={{ minWidth: 170 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {s.held ? (
          <Button variant="contained" disabled={run.isPending} onClick={() => setOpen('release')}>
            Release
          </Button>
        ) : null}
        <Button color="error" variant="outlined" disabled={run.isPending} onClick={() => setOpen('remove')}>
          Remove
        </Button>
      </Stack>
      <ErrorAlert error={run.error} />
      {open ? (
        <AdminActionDialog
          title={open === 'release' ? `Release score ${s.id}?` : `Remove score ${s.id}?`}
          text={
            open === 'release'
              ? 'It counts at once: the leaderboard and rankings are recomputed with it, and the player is told.'
              : 'It is deleted for good (its fields stay in the audit log), the leaderboard and rankings are recomputed, and the player is told why.'
          }
          reason
          reasonOptional={open === 'release'}
          reasonLabel={
            open === 'release' ? 'Note for the audit log (optional)' : 'Reason (sent to the player)'
          }
          confirmLabel={open === 'release' ? 'Release' : 'Remove'}
          busy={run.isPending}
          onConfirm={(reason) => run.mutate({ action: open, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Paper>
  );
}
