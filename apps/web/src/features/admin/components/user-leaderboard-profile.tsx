import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorLines } from '../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { adminKeys } from '../api/keys.ts';
import { searchLeaderboardProfiles, setLeaderboardProfileUser } from '../api/leaderboard-profile-owner.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';

/** Props of {@link UserLeaderboardProfile}. */
export interface UserLeaderboardProfileProps {
  user: { id: number; username: string; deleted_at: string | null };
  /** The profile linked to the account now, or null. */
  profile: { id: number; name: string } | null;
}

const optionLabel = (p: LeaderboardProfile) =>
  `${p.name} (#${p.id})${p.user ? ` · linked to ${p.user.username}` : ''}`;

/**
 * The "Leaderboard profile" block of `/admin/users/{id}` (docs/decisions/0054 "Accounts own
 * profiles"): the profile the account's scores are on, with Unlink; without one, a search by
 * profile name or id to link one (a profile linked to someone else moves). Each asks first, is
 * audited on the server, and refreshes every admin screen.
 */
export function UserLeaderboardProfile({ user, profile }: UserLeaderboardProfileProps) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<{ profile: { id: number; name: string }; link: boolean } | null>(
    null,
  );
  const term = useDebouncedValue(input.trim(), 300);
  const found = useQuery({
    queryKey: adminKeys.screen('users', 'leaderboard-profile-search', term),
    queryFn: ({ signal }) => searchLeaderboardProfiles(term, signal),
    enabled: term.length > 0 && !profile,
  });
  const run = useMutation({
    mutationFn: ({ profileId, link }: { profileId: number; link: boolean }) =>
      setLeaderboardProfileUser(profileId, link ? user.id : null),
    onSuccess: (next, { link }) => {
      enqueueSnackbar(link ? `${next.name} is linked to ${user.username}` : `${next.name} is unlinked`, {
        variant: 'success',
      });
      setPending(null);
      setInput('');
    },
    onError: (error) => enqueueSnackbar(errorLines(error)[0] ?? 'That did not work', { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  return (
    <Stack spacing={1.5}>
      {profile ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/leaderboards/profile/${profile.id}`}>
              {profile.name}
            </Link>{' '}
            (#{profile.id})
          </Typography>
          {!user.deleted_at && (
            <Button
              variant="outlined"
              size="small"
              disabled={run.isPending}
              onClick={() => setPending({ profile, link: false })}
            >
              Unlink
            </Button>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary">
          No leaderboard profile: the first score makes one, or link an existing one.
        </Typography>
      )}
      {!profile && !user.deleted_at && (
        <Autocomplete<LeaderboardProfile>
          size="small"
          options={found.data ?? []}
          value={null}
          inputValue={input}
          onInputChange={(_e, value, reason) => reason !== 'reset' && setInput(value)}
          onChange={(_e, value) => value && setPending({ profile: value, link: true })}
          getOptionLabel={optionLabel}
          filterOptions={(o) => o}
          loading={found.isFetching}
          disabled={run.isPending}
          noOptionsText={
            found.isError
              ? 'The search failed'
              : term
                ? 'No leaderboard profile matches'
                : 'Type a profile name or id'
          }
          renderInput={(params) => (
            <TextField {...params} label="Link a leaderboard profile" placeholder="Profile name or id" />
          )}
          sx={{ maxWidth: 480 }}
        />
      )}
      {pending && (
        <AdminActionDialog
          title={
            pending.link
              ? `Link ${pending.profile.name} to ${user.username}?`
              : `Unlink ${pending.profile.name} from ${user.username}?`
          }
          text={
            pending.link
              ? `Its scores and rankings count for ${user.username} from now on, and ${user.username} is told.`
              : `Its scores stay; the profile belongs to no account until it is claimed or linked again.`
          }
          confirmLabel={pending.link ? 'Link' : 'Unlink'}
          busy={run.isPending}
          onConfirm={() => run.mutate({ profileId: pending.profile.id, link: pending.link })}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
