import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import * as ItemDetail from '../../../components/content-kind/item-detail-parts.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ItemActionRow, YouTubeLink } from '../../../components/item-detail-actions.tsx';
import { ItemDescription } from '../../../components/item-detail-layout.tsx';
import { avatarInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { InstallByHand } from '../../../components/install-by-hand.tsx';
import { paths } from '../../../config/paths.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { authorsLine } from '../components/avatar-card.tsx';
import { AvatarLicense } from '../components/avatar-license.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { PcOnlyNote } from '../components/pc-only-note.tsx';

/** `/models/avatars/{id}`: one avatar with its cover, authors, licence, description and Download. */
export const AvatarPage = ItemDetail.page(useAvatar, 'Avatar', AvatarSkeleton, AvatarDetailView);

function AvatarDetailView({ item: avatar }: { item: Avatar }) {
  return (
    <ItemDetail.CoverLayout item={avatar}>
      <ItemDetail.Heading name={avatar.name}>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {authorsLine(avatar)}
        </Typography>
        <ItemDetail.UploaderByline username={avatar.user.username} />
      </ItemDetail.Heading>
      <ItemDetail.Chips published={avatar.published}>
        <Chip label={`VRM ${avatar.spec_version}`} size="small" variant="outlined" />
      </ItemDetail.Chips>
      <ItemActionRow>
        <DownloadButton downloadUrl={avatar.download_url} fallbackName={avatar.filename} size="large" />
        <DeviceItemControls kind="avatar" item={avatarInstallable(avatar)} />
        <ItemDetail.OwnerActions
          kind="avatar"
          item={avatar}
          editHref={paths.models.avatars.edit.getHref(avatar.id)}
          size="large"
        />
      </ItemActionRow>
      <PcOnlyNote />
      <InstallByHand
        kind="avatar"
        questNote="avatars work in the PC game only, so there is nothing to copy."
      />
      <ItemDetail.Votes kind="avatar" item={avatar} />
      <FactsList
        label="Avatar facts"
        facts={[
          ['Model version', avatar.model_version ?? '—'],
          [
            'Published',
            avatar.published_at ? <ItemDetail.PublishedDate at={avatar.published_at} /> : 'Not yet',
          ],
          ['File', `${avatar.filename} (${formatSize(avatar.filesize)})`],
        ]}
      />
      <ItemDescription text={avatar.description} />
      <YouTubeLink url={avatar.youtube_url} />
      <AvatarLicense license={avatar.license} />
    </ItemDetail.CoverLayout>
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
