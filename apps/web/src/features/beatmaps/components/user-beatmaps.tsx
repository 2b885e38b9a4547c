import { userItemTabs } from '../../../components/content-kind/user-item-lists.tsx';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { beatmapKind } from '../beatmap-kind.tsx';

/** A profile's Beatmaps tab (published beatmaps as cards) and My Uploads' (drafts too, with edit links). */
export const { Profile: UserBeatmaps, Uploads: MyBeatmaps } = userItemTabs(beatmapKind, useBeatmaps);
