import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import * as ItemDetail from '../../../components/content-kind/item-detail-parts.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { ItemActionRow, YouTubeLink } from '../../../components/item-detail-actions.tsx';
import { ItemDescription } from '../../../components/item-detail-layout.tsx';
import { InstallByHand } from '../../../components/install-by-hand.tsx';
import { paths } from '../../../config/paths.ts';
import { useStage } from '../api/get-stage.ts';
import { StageTags } from '../components/stage-tags.tsx';
import { StageChips } from '../components/stage-chips.tsx';
import { StageFilesTable } from '../components/stage-files-table.tsx';
import { stageInstallable, stageUnavailableReason } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** `/models/stages/{id}`: one stage with its cover, details, tags and a download per file. */
export const StagePage = ItemDetail.page(useStage, 'Stage', StageSkeleton, StageDetailView);

function StageDetailView({ item: stage }: { item: Stage }) {
  return (
    <ItemDetail.CoverLayout item={stage}>
      <ItemDetail.Heading name={stage.name}>
        <ItemDetail.UploaderByline username={stage.user.username}>
          {stage.published_at ? (
            <>
              {' · '}
              <ItemDetail.PublishedDate at={stage.published_at} />
            </>
          ) : null}
        </ItemDetail.UploaderByline>
      </ItemDetail.Heading>
      <ItemDetail.Chips published={stage.published} align="center">
        <StageChips files={stage.latest_files} />
      </ItemDetail.Chips>
      <DeviceItemControls
        kind="stage"
        item={(device) => stageInstallable(stage, device.type)}
        unavailableReason={(device) => stageUnavailableReason(device.type)}
      />
      <ItemActionRow>
        <ItemDetail.OwnerActions
          kind="stage"
          item={stage}
          editHref={paths.models.stages.edit.getHref(stage.id)}
        />
      </ItemActionRow>
      <InstallByHand kind="stage" />
      <ItemDetail.Votes kind="stage" item={stage} />
      <ItemDescription text={stage.description} />
      <StageTags tags={stage.tags} />
      {stage.experience_tag && (
        <Typography variant="body2" color="text.secondary">
          Experience tag: <code>{stage.experience_tag}</code>
        </Typography>
      )}
      <YouTubeLink url={stage.youtube_url} />
      <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
        Files
      </Typography>
      <StageFilesTable stage={stage} files={stage.files} />
    </ItemDetail.CoverLayout>
  );
}

function StageSkeleton() {
  return (
    <DetailSkeleton label="Loading stage">
      <Skeleton variant="rectangular" height={32} width={120} sx={{ my: 2 }} />
      <Skeleton variant="rectangular" height={160} />
    </DetailSkeleton>
  );
}
