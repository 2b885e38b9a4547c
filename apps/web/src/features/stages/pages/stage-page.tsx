import EditIcon from '@mui/icons-material/Edit';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { Link as RouterLink, useParams } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useStage } from '../api/get-stage.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { StageChips } from '../components/stage-chips.tsx';
import { StageFilesTable } from '../components/stage-files-table.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';
import { stageInstallable, stageUnavailableReason } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** `/models/stages/{id}`: one stage with its cover, details, tags and a download per file. */
export function StagePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <StageDetail id={id} />;
}

function StageDetail({ id }: { id: number }) {
  const query = useStage(id);
  useDocumentTitle(query.data ? query.data.name : 'Stage');
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <StageDetailView stage={query.data} />;
}

function StageDetailView({ stage }: { stage: Stage }) {
  const user = useCurrentUser();
  const publishedAt = stage.published_at ? new Date(stage.published_at) : null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}>
      <Box sx={{ maxWidth: { xs: 320, md: 'none' }, width: '100%', mx: { xs: 'auto', md: 0 } }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
          <CoverImage item={stage} size={500} alt={`Cover of ${stage.name}`} eager />
        </Box>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {stage.name}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Uploaded by{' '}
            <Link component={RouterLink} to={paths.profile.getHref(stage.user.username)}>
              {stage.user.username}
            </Link>
            {publishedAt && (
              <>
                {' · '}
                <time dateTime={stage.published_at ?? ''}>{publishedAt.toLocaleDateString()}</time>
              </>
            )}
          </Typography>
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
        {canEdit(user, stage.user.id) && (
          <Box>
            <Button
              component={RouterLink}
              to={paths.models.stages.edit.getHref(stage.id)}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              Edit
            </Button>
          </Box>
        )}
        <ItemCounts item={stage} />
        <VoteButtons kind="stage" itemId={stage.id} counts={stage} />
        {stage.description && (
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {stage.description}
          </Typography>
        )}
        {stage.tags.length > 0 && (
          <Stack
            direction="row"
            spacing={0.75}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            component="ul"
            aria-label="Tags"
            style={{ padding: 0, margin: 0, listStyle: 'none' }}
          >
            {stage.tags.map((tag) => (
              <li key={tag}>
                <Chip label={tag} size="small" />
              </li>
            ))}
          </Stack>
        )}
        {stage.experience_tag && (
          <Typography variant="body2" color="text.secondary">
            Experience tag: <code>{stage.experience_tag}</code>
          </Typography>
        )}
        {stage.youtube_url && (
          <Link
            href={stage.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            <YouTubeIcon fontSize="small" /> Watch on YouTube
          </Link>
        )}
        <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
          Files
        </Typography>
        <StageFilesTable stage={stage} files={stage.files} />
      </Stack>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading stage"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }}
      />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
        <Skeleton width="40%" />
        <Skeleton variant="rectangular" height={32} width={120} sx={{ my: 2 }} />
        <Skeleton variant="rectangular" height={160} />
      </Box>
    </Box>
  );
}
