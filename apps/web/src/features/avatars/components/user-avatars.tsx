import { userItemTabs } from '../../../components/content-kind/user-item-lists.tsx';
import { useAvatars } from '../api/get-avatars.ts';
import { avatarKind } from '../avatar-kind.tsx';

/** A profile's Avatars tab (published avatars as cards) and My Uploads' (drafts too, with edit links). */
export const { Profile: UserAvatars, Uploads: MyAvatars } = userItemTabs(avatarKind, useAvatars);
