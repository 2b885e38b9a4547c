import type { ComponentType } from 'react';
import { UserLeaderboardScores } from '../../features/leaderboards/components/profile-scores.tsx';
import { MyAvatars, UserAvatars } from '../../features/avatars/components/user-avatars.tsx';
import { MyPlaylists, UserPlaylists } from '../../features/playlists/components/user-playlists.tsx';
import { MyStages, UserStages } from '../../features/stages/components/user-stages.tsx';
import { MyMods } from '../../features/mods/components/my-mods.tsx';
import { MyBeatmaps, UserBeatmaps } from '../../features/beatmaps/components/user-beatmaps.tsx';
import type { UserListProps } from '../../components/content-kind/user-item-lists.tsx';

/** One kind of content as a tab of the profile page and of My Uploads (spec §2). */
export interface ContentTab {
  /** The URL segment: /profile/{username}/{key}, /user/uploads/{key}. */
  key: 'beatmaps' | 'playlists' | 'stages' | 'avatars' | 'mods' | 'leaderboards';
  label: string;
  /** A user's published items (profile); absent = not a profile tab (mods: the API lists only `mine`). */
  Profile?: ComponentType<UserListProps>;
  /** The signed-in user's items, drafts included, with edit links (My Uploads); absent = not an upload kind. */
  Uploads?: ComponentType<UserListProps>;
}

/**
 * The tabs in spec order (profile children: avatars, beatmaps, leaderboards, playlists, stages),
 * shown with Beatmaps first because most visitors come for songs. Features never import each
 * other; they meet here.
 */
export const contentTabs: ContentTab[] = [
  { key: 'beatmaps', label: 'Beatmaps', Profile: UserBeatmaps, Uploads: MyBeatmaps },
  { key: 'playlists', label: 'Playlists', Profile: UserPlaylists, Uploads: MyPlaylists },
  { key: 'stages', label: 'Stages', Profile: UserStages, Uploads: MyStages },
  { key: 'avatars', label: 'Avatars', Profile: UserAvatars, Uploads: MyAvatars },
  { key: 'mods', label: 'Mods', Uploads: MyMods },
  { key: 'leaderboards', label: 'Leaderboards', Profile: UserLeaderboardScores },
];

/** The tabs of the profile page: those with a `Profile` list. */
export const profileTabs = contentTabs.filter(
  (t): t is ContentTab & Required<Pick<ContentTab, 'Profile'>> => !!t.Profile,
);

/** The tab for a URL segment, else the first one. */
export function tabFor<T extends ContentTab = ContentTab>(
  key: string | undefined,
  tabs: readonly T[] = contentTabs as T[],
): T {
  return tabs.find((t) => t.key === key) ?? tabs[0]!;
}
