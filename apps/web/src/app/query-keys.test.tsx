import {
  hashKey,
  partialMatchKey,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deviceKeys } from '../device/react/device-keys.ts';
import { authKeys } from '../features/auth/api/keys.ts';
import { avatarKeys } from '../features/avatars/api/keys.ts';
import { beatmapKeys } from '../features/beatmaps/api/keys.ts';
import { deviceCatalogKeys } from '../features/device/api/keys.ts';
import { eventKeys } from '../features/events/api/keys.ts';
import {
  challengeKeys,
  dethroneKeys,
  leaderboardKeys,
  leaderboardProfileKeys,
  rankingKeys,
  scoreKeys,
  seasonKeys,
} from '../features/leaderboards/api/keys.ts';
import { archiveKeys } from '../features/archive/api/keys.ts';
import { mapperKeys } from '../features/mappers/api/keys.ts';
import { newsKeys } from '../features/news/api/keys.ts';
import { playlistKeys } from '../features/playlists/api/keys.ts';
import { modKeys } from '../features/mods/api/keys.ts';
import { reviewKeys } from '../features/reviews/api/keys.ts';
import { searchKeys } from '../features/search/api/keys.ts';
import { stageKeys } from '../features/stages/api/keys.ts';
import { userKeys } from '../features/users/api/keys.ts';
import { itemKeys } from '../lib/item-keys.ts';
import { voteKeys } from '../lib/votes/keys.ts';
import { useSetVote } from '../lib/votes/set-vote.ts';
import { jsonResponse } from '../testing/test-utils.tsx';

/**
 * The features' key factories meet here (features never import each other; conventions.md
 * "Habits" 1): the keys one feature or `lib/votes` uses to reach another kind's entries must be
 * the keys that kind's feature caches them under.
 */
const ITEM_FACTORIES = [
  ['beatmap', beatmapKeys],
  ['playlist', playlistKeys],
  ['stage', stageKeys],
  ['avatar', avatarKeys],
] as const;

/** Whether invalidating `filter` reaches the query keyed `key` (TanStack Query's prefix match). */
const reaches = (filter: QueryKey, key: QueryKey) => partialMatchKey(key, filter);

describe('key factories', () => {
  it.each(ITEM_FACTORIES)('%s keys are built on the shared item keys', (kind, keys) => {
    expect(keys.all).toEqual(itemKeys.all(kind));
    expect(keys.lists()).toEqual(itemKeys.lists(kind));
    expect(keys.details()).toEqual(itemKeys.details(kind));
    expect(keys.detail(5)).toEqual(itemKeys.detail(kind, 5));
    expect(reaches(keys.lists(), keys.list({ page: 2, s: '{"name":"x"}' }))).toBe(true);
    expect(reaches(keys.all, keys.detail(5))).toBe(true);
    expect(reaches(keys.lists(), keys.detail(5))).toBe(false);
    expect(reaches(keys.detail(5), keys.detail(6))).toBe(false);
  });

  it('mod keys are built on the shared item keys; a mod by id is its item key, by slug its own', () => {
    expect(modKeys.all).toEqual(itemKeys.all('mod'));
    expect(modKeys.lists()).toEqual(itemKeys.lists('mod'));
    expect(modKeys.detail(9)).toEqual(itemKeys.detail('mod', 9));
    expect(reaches(modKeys.details(), modKeys.detail('better-timing'))).toBe(true);
    expect(reaches(modKeys.detail(9), modKeys.detail('better-timing'))).toBe(false);
    expect(reaches(modKeys.lists(), modKeys.list({ q: 'x', page: 2 }))).toBe(true);
    expect(reaches(modKeys.lists(), modKeys.detail(9))).toBe(false);
  });

  it('put one feature’s reads of another kind under that kind’s keys', () => {
    // The downloader's playlists refresh when a playlist is saved, uploaded or deleted.
    expect(reaches(playlistKeys.lists(), beatmapKeys.playlistChoices('chill'))).toBe(true);
    expect(reaches(playlistKeys.detail(3), beatmapKeys.playlistSelection(3))).toBe(true);
    expect(reaches(playlistKeys.all, beatmapKeys.playlistSelection(3))).toBe(true);
    // The playlist editor's "Add songs" beatmaps refresh when a beatmap is uploaded or edited.
    expect(reaches(beatmapKeys.lists(), playlistKeys.beatmapChoices(2))).toBe(true);
    // A beatmap's reviews sit under its detail: a review write refreshes the tab label's count and
    // the reviews at once, and nothing else of the beatmaps (docs/decisions/0027).
    expect(reviewKeys.beatmap(4)).toEqual(beatmapKeys.detail(4));
    expect(reaches(beatmapKeys.detail(4), reviewKeys.page(4, null, 1))).toBe(true);
    expect(reaches(reviewKeys.all(4), reviewKeys.page(4, 7, 2))).toBe(true);
    expect(reaches(reviewKeys.all(4), reviewKeys.page(5, 7, 2))).toBe(false);
    expect(reaches(beatmapKeys.lists(), reviewKeys.page(4, null, 1))).toBe(false);
    // The device page's catalog lookups refresh with the device after a legacy migration.
    expect(reaches(deviceKeys.all, deviceCatalogKeys.catalogItems('stage', [1, 2], ['Neon']))).toBe(true);
  });

  it('keep each feature’s keys apart from the others’', () => {
    const roots: QueryKey[] = [
      ...ITEM_FACTORIES.map(([, keys]) => keys.all),
      modKeys.all,
      mapperKeys.all,
      userKeys.all,
      authKeys.all,
      leaderboardProfileKeys.all,
      leaderboardKeys.all,
      scoreKeys.all,
      rankingKeys.all,
      seasonKeys.all,
      challengeKeys.all,
      dethroneKeys.all,
      searchKeys.all,
      newsKeys.all,
      archiveKeys.all,
      voteKeys.all,
      eventKeys.all,
      deviceKeys.all,
      deviceKeys.config(),
      beatmapKeys.downloadHistory(7, 1, 24).slice(0, 1),
    ];
    expect(new Set(roots.map((root) => hashKey(root))).size).toBe(roots.length);
    // A search result is not an item list: an upload does not refetch the open search dialog.
    expect(reaches(beatmapKeys.all, searchKeys.group('beatmaps', 'neon'))).toBe(false);
    // Signing in or out resets every query but the auth ones (app/session-keeper.tsx).
    expect(reaches(authKeys.all, authKeys.user())).toBe(true);
  });
});

describe('a vote (lib/votes)', () => {
  const answer = { value: 1, upvote_count: 4, downvote_count: 1, vote_diff: 3, score: '0', rating: '0' };

  it.each(ITEM_FACTORIES)(
    'refetches the %s feature’s detail query of that item only',
    async (kind: (typeof ITEM_FACTORIES)[number][0], keys) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse(200, answer)),
      );
      const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      queryClient.setQueryData(keys.detail(5), { id: 5 });
      queryClient.setQueryData(keys.detail(6), { id: 6 });
      queryClient.setQueryData(keys.list({ page: 1 }), { data: [] });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useSetVote({ ...answer, value: 0 }, () => {}), { wrapper });

      await result.current.mutateAsync({ kind, id: 5, value: 1 });

      expect(queryClient.getQueryData(voteKeys.item(kind, 5))).toEqual(answer);
      expect(queryClient.getQueryState(keys.detail(5))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(keys.detail(6))?.isInvalidated).toBe(false);
      expect(queryClient.getQueryState(keys.list({ page: 1 }))?.isInvalidated).toBe(false);
    },
  );
});
