import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import type { VoteKind, VoteState } from '@synthhub/shared/votes/votes.schemas';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { errorLines } from '../lib/api-error.ts';
import { useCurrentUser } from '../lib/use-session.ts';
import { useVote } from '../lib/votes/get-vote.ts';
import { useSetVote } from '../lib/votes/set-vote.ts';

/** Props of {@link VoteButtons}. */
export interface VoteButtonsProps {
  kind: VoteKind;
  itemId: number;
  /** The item's counts as its detail answer had them, shown until the caller's vote is loaded. */
  counts: { upvote_count: number; downvote_count: number };
}

function VoteButton(props: {
  label: string;
  icon: ReactNode;
  count: number;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ToggleButton
      value={props.label}
      size="small"
      selected={props.pressed}
      aria-pressed={props.pressed}
      aria-label={`${props.label} (${props.count})`}
      disabled={props.disabled}
      onChange={props.onClick}
      sx={{ gap: 0.75, px: 1.5 }}
    >
      {props.icon}
      <span aria-hidden="true">{props.count}</span>
    </ToggleButton>
  );
}

/**
 * Thumb-up / thumb-down toggle buttons with the item's counts (docs/decisions/0003). Pressing the
 * pressed button withdraws the vote; pressing the other one changes it. The change shows at once
 * and is rolled back, with an error snackbar, when the server refuses. Signed out, both buttons
 * are disabled under a "Sign in to vote" tooltip.
 */
export function VoteButtons({ kind, itemId, counts }: VoteButtonsProps) {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const vote = useVote(kind, itemId, !!user);
  const fallback: VoteState = {
    value: 0,
    upvote_count: counts.upvote_count,
    downvote_count: counts.downvote_count,
    vote_diff: counts.upvote_count - counts.downvote_count,
    score: '0',
    rating: '0',
  };
  const state = (user && vote.data) || fallback;
  const mutation = useSetVote(state, (error) =>
    enqueueSnackbar(`Your vote was not saved: ${errorLines(error)[0]}`, { variant: 'error' }),
  );
  const handleVote = (value: 1 | -1) =>
    mutation.mutate({ kind, id: itemId, value: state.value === value ? 0 : value });
  const disabled = !user;

  const buttons = (
    <Stack direction="row" spacing={1} role="group" aria-label="Vote">
      <VoteButton
        label="Upvote"
        icon={<ThumbUpIcon fontSize="small" />}
        count={state.upvote_count}
        pressed={!!user && state.value === 1}
        disabled={disabled}
        onClick={() => handleVote(1)}
      />
      <VoteButton
        label="Downvote"
        icon={<ThumbDownIcon fontSize="small" />}
        count={state.downvote_count}
        pressed={!!user && state.value === -1}
        disabled={disabled}
        onClick={() => handleVote(-1)}
      />
    </Stack>
  );
  if (!disabled) return buttons;
  // A disabled button fires no events, so the tooltip hangs on a wrapper.
  return (
    <Tooltip title="Sign in to vote">
      <span style={{ display: 'inline-flex', width: 'fit-content' }}>{buttons}</span>
    </Tooltip>
  );
}
