import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { EditItemButton, ItemActionRow, YouTubeLink } from '../../../components/item-detail-actions.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import {
  ItemDescription,
  ItemDetailLayout,
  ItemByline,
  ItemDetailTitle,
  ProfileLink,
} from '../../../components/item-detail-layout.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { InstallByHand } from '../../../components/install-by-hand.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useStage } from '../api/get-stage.ts';
import { StageTags } from '../components/stage-tags.tsx';
import { StageChips } from '../components/stage-chips.tsx';
import { StageFilesTable } from '../components/stage-files-table.tsx';
import { stageInstallable, stageUnavailableReason } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** `/models/stages/{id}`: one stage with its cover, details, tags and a download per file. */
export function StagePage() {
  return (
    <ItemDetailRoute
      useItem={useStage}
      title={(stage) => stage.name}
      fallbackTitle="Stage"
      skeleton={<StageSkeleton />}
      render={(stage) => <StageDetailView stage={stage} />}
    />
  );
}

function StageDetailView({ stage }: { stage: Stage }) {
  const user = useCurrentUser();
  const publishedAt = stage.published_at ? new Date(stage.published_at) : null;
  return (
    <ItemDetailLayout cover={<CoverImage item={stage} size={500} alt={`Cover of ${stage.name}`} eager />}>
      <Box>
        <ItemDetailTitle>{stage.name}</ItemDetailTitle>
        <ItemByline>
          Uploaded by <ProfileLink username={stage.user.username} />
          {publishedAt && (
            <>
              {' · '}
              <time dateTime={stage.published_at ?? ''}>{publishedAt.toLocaleDateString()}</time>
            </>
          )}
        </ItemByline>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {!stage.published && <Chip label="Unpublished" color="warning" size="small" />}
        <StageChips files={stage.latest_files} />
      </Stack>
      <DeviceItemControls
        kind="stage"
        item={(device) => stageInstallable(stage, device.type)}
        unavailableReason={(device) => stageUnavailableReason(device.type)}
      />
      <ItemActionRow>
        {canEdit(user, stage.user.id) && <EditItemButton to={paths.models.stages.edit.getHref(stage.id)} />}
        <ReportButton target={{ kind: 'stage', id: stage.id, name: stage.name }} />
      </ItemActionRow>
      <InstallByHand kind="stage" />
      <ItemCounts item={stage} votes={false} />
      <VoteButtons kind="stage" itemId={stage.id} counts={stage} />
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
    </ItemDetailLayout>
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
