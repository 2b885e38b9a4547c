import type { Stage } from '@synthhub/shared/stages/stages.types';
import {
  cardDevice,
  ItemCardAge,
  type ItemCardField,
  ItemCardSubtitle,
  NamedItemCard,
} from '../../../components/item-card.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { StageChips } from './stage-chips.tsx';
import { StageTags } from './stage-tags.tsx';
import { stageInstallable, stageUnavailableReason } from '../../../device/installer/installable.ts';

/** Fields of a stage the card shows. */
export type StageCardData = Pick<Stage, ItemCardField | 'name' | 'user' | 'latest_files'> &
  Partial<Pick<Stage, 'tags'>> &
  // With `download_url` the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Stage, 'download_url' | 'files'>>;

/**
 * One stage in the grid: cover, name, uploader, platform and mode chips, its first tags (each a link
 * to the list filtered on it), compact age, and download/upvote/downvote counts. The whole card is
 * clickable through the name link. `now` (ms) fixes the clock for tests.
 */
export function StageCard({ stage, now }: { stage: StageCardData; now?: number }) {
  return (
    <NamedItemCard
      item={stage}
      href={paths.models.stages.detail.getHref(stage.id)}
      device={cardDevice(stage, (s) => ({
        kind: 'stage',
        item: (device) => stageInstallable(s, device.type),
        unavailableReason: (device) => stageUnavailableReason(device.type),
      }))}
    >
      <ItemCardSubtitle title={stage.user.username}>{stage.user.username}</ItemCardSubtitle>
      <StageChips files={stage.latest_files} />
      {stage.tags && <StageTags tags={stage.tags} max={3} />}
      {stage.published_at && <ItemCardAge at={stage.published_at} now={now} color="text.secondary" />}
      <ItemCounts item={stage} />
    </NamedItemCard>
  );
}
