import EditIcon from '@mui/icons-material/Edit';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { Link as RouterLink, useParams } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { avatarInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { authorsLine } from '../components/avatar-card.tsx';
import { AvatarLicense } from '../components/avatar-license.tsx';
import { FactsList } from '../components/facts-list.tsx';
import { PcOnlyNote } from '../components/pc-only-note.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';

/** `/models/avatars/{id}`: one avatar with its cover, authors, licence, description and Download. */
export function AvatarPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <AvatarDetail id={id} />;
}

function AvatarDetail({ id }: { id: number }) {
  const query = useAvatar(id);
  useDocumentTitle(query.data ? query.data.name : 'Avatar');
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <AvatarDetailView avatar={query.data} />;
}

function AvatarDetailView({ avatar }: { avatar: Avatar }) {
  const user = useCurrentUser();
  const publishedAt = avatar.published_at ? new Date(avatar.published_at) : null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}>
      <Box sx={{ maxWidth: { xs: 320, md: 'none' }, width: '100%', mx: { xs: 'auto', md: 0 } }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
          <CoverImage item={avatar} size={500} alt={`Cover of ${avatar.name}`} eager />
        </Box>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {avatar.name}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {authorsLine(avatar)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Uploaded by{' '}
            <Link component={RouterLink} to={paths.profile.getHref(avatar.user.username)}>
              {avatar.user.username}
            </Link>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!avatar.published && <Chip label="Unpublished" color="warning" size="small" />}
          <Chip label={`VRM ${avatar.spec_version}`} size="small" variant="outlined" />
        </Stack>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DownloadButton downloadUrl={avatar.download_url} fallbackName={avatar.filename} size="large" />
          <DeviceItemControls kind="avatar" item={avatarInstallable(avatar)} />
          {canEdit(user, avatar.user.id) && (
            <Button
              component={RouterLink}
              to={paths.models.avatars.edit.getHref(avatar.id)}
              variant="outlined"
              size="large"
              startIcon={<EditIcon />}
            >
              Edit
            </Button>
          )}
        </Stack>
        <PcOnlyNote />
        <ItemCounts item={avatar} />
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
        {avatar.description && (
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {avatar.description}
          </Typography>
        )}
        {avatar.youtube_url && (
          <Link
            href={avatar.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            <YouTubeIcon fontSize="small" /> Watch on YouTube
          </Link>
        )}
        <AvatarLicense license={avatar.license} />
      </Stack>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading avatar"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }}
      />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="30%" />
        <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
        <Skeleton width="50%" />
        <Skeleton width="50%" />
      </Box>
    </Box>
  );
}
