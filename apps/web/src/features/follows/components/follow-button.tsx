import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useFollowState, useSetFollowing } from '../api/follow.ts';

/** Props of {@link FollowButton}. */
export interface FollowButtonProps {
  /** The profile's username. */
  username: string;
  /** Whether someone is signed in (visitors see the counts only). */
  signedIn: boolean;
  /** Whether the profile is the signed-in user's own (no button: you cannot follow yourself). */
  own: boolean;
}

/**
 * A profile's follower count and Follow / Unfollow button (docs/decisions/0017): followers hear
 * of the mapper's new published items in their notifications. An error is shown as a message.
 */
export function FollowButton({ username, signedIn, own }: FollowButtonProps) {
  const state = useFollowState(username);
  const change = useSetFollowing(username);
  const { enqueueSnackbar } = useSnackbar();
  const following = state.data?.following ?? false;
  const count = state.data?.follower_count;

  const handleClick = () =>
    change.mutate(!following, {
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {count !== undefined && (
        <Typography color="text.secondary" data-testid="follower-count">
          {count} {count === 1 ? 'follower' : 'followers'}
        </Typography>
      )}
      {signedIn && !own && state.data && (
        <Button
          variant={following ? 'outlined' : 'contained'}
          onClick={handleClick}
          disabled={change.isPending}
          aria-pressed={following}
        >
          {following ? 'Unfollow' : 'Follow'}
        </Button>
      )}
    </Stack>
  );
}
