import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
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
import { avatarInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { InstallByHand } from '../../../components/install-by-hand.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { authorsLine } from '../components/avatar-card.tsx';
import { AvatarLicense } from '../components/avatar-license.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { PcOnlyNote } from '../components/pc-only-note.tsx';

/** `/models/avatars/{id}`: one avatar with its cover, authors, licence, description and Download. */
export function AvatarPage() {
  return (
    <ItemDetailRoute
      useItem={useAvatar}
      title={(avatar) => avatar.name}
      fallbackTitle="Avatar"
      skeleton={<AvatarSkeleton />}
      render={(avatar) => <AvatarDetailView avatar={avatar} />}
    />
  );
}

function AvatarDetailView({ avatar }: { avatar: Avatar }) {
  const user = useCurrentUser();
  const publishedAt = avatar.published_at ? new Date(avatar.published_at) : null;
  return (
    <ItemDetailLayout cover={<CoverImage item={avatar} size={500} alt={`Cover of ${avatar.name}`} eager />}>
      <Box>
        <ItemDetailTitle>{avatar.name}</ItemDetailTitle>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {authorsLine(avatar)}
        </Typography>
        <ItemByline>
          Uploaded by <ProfileLink username={avatar.user.username} />
        </ItemByline>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!avatar.published && <Chip label="Unpublished" color="warning" size="small" />}
        <Chip label={`VRM ${avatar.spec_version}`} size="small" variant="outlined" />
      </Stack>
      <ItemActionRow>
        <DownloadButton downloadUrl={avatar.download_url} fallbackName={avatar.filename} size="large" />
        <DeviceItemControls kind="avatar" item={avatarInstallable(avatar)} />
        {canEdit(user, avatar.user.id) && (
          <EditItemButton to={paths.models.avatars.edit.getHref(avatar.id)} size="large" />
        )}
        <ReportButton target={{ kind: 'avatar', id: avatar.id, name: avatar.name }} size="large" />
      </ItemActionRow>
      <PcOnlyNote />
      <InstallByHand
        kind="avatar"
        questNote="avatars work in the PC game only, so there is nothing to copy."
      />
      <ItemCounts item={avatar} votes={false} />
      <VoteButtons kind="avatar" itemId={avatar.id} counts={avatar} />
      <FactsList
        label="Avatar facts"
        facts={[
          ['Model version', avatar.model_version ?? '—'],
          [
            'Published',
            publishedAt ? (
              <time dateTime={avatar.published_at ?? ''}>{publishedAt.toLocaleDateString()}</time>
            ) : (
              'Not yet'
            ),
          ],
          ['File', `${avatar.filename} (${formatSize(avatar.filesize)})`],
        ]}
      />
      <ItemDescription text={avatar.description} />
      <YouTubeLink url={avatar.youtube_url} />
      <AvatarLicense license={avatar.license} />
    </ItemDetailLayout>
  );
}

function AvatarSkeleton() {
  return (
    <DetailSkeleton label="Loading avatar">
      <Skeleton width="30%" />
      <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
      <Skeleton width="50%" />
      <Skeleton width="50%" />
    </DetailSkeleton>
  );
}
