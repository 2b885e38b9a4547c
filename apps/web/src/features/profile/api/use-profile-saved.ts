import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '../../../lib/session-store.ts';
import { profileKeys } from './keys.ts';

/**
 * What to do with a profile a settings call answered: cache it under `profileKeys.settings()` and
 * put the new username, e-mail and picture into the stored session, so the app bar's user menu
 * shows them at once.
 */
export function useProfileSaved(): (profile: Profile) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(profileKeys.settings(), profile);
      const current = sessionStore.get();
      if (current && current.user.id === profile.id) {
        const { has_password: _hasPassword, country: _country, ...user } = profile;
        sessionStore.set({ ...current, user });
      }
    },
    [queryClient],
  );
}
