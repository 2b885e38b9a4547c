import { userItemTabs } from '../../../components/content-kind/user-item-lists.tsx';
import { useStages } from '../api/get-stages.ts';
import { stageKind } from '../stage-kind.tsx';

/** A profile's Stages tab (published stages as cards) and My Uploads' (drafts too, with edit links). */
export const { Profile: UserStages, Uploads: MyStages } = userItemTabs(stageKind, useStages);
