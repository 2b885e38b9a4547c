import EditIcon from '@mui/icons-material/Edit';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { CoverImage } from '../../../components/cover-image.tsx';
import { BeatmapFacts } from '../components/beatmap-facts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatBpm } from '../format-bpm.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';

/** `/beatmaps/{id}`: one beatmap with its cover, metadata, difficulties and a download button. */
export function BeatmapPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <BeatmapDetail id={id} />;
}

function BeatmapDetail({ id }: { id: number }) {
  const query = useBeatmap(id);
  useDocumentTitle(query.data ? `${query.data.artist} - ${query.data.title}` : 'Beatmap');
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <BeatmapDetailView beatmap={query.data} />;
}

function BeatmapDetailView({ beatmap }: { beatmap: Beatmap }) {
  const user = useCurrentUser();
  const publishedAt = beatmap.published_at ? new Date(beatmap.published_at) : null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}>
      <Box sx={{ maxWidth: { xs: 320, md: 'none' }, width: '100%', mx: { xs: 'auto', md: 0 } }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
          <CoverImage item={beatmap} size={500} alt={`Cover of ${beatmap.title}`} eager />
        </Box>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {beatmap.title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary">
            {beatmap.artist}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Mapped by <strong>{beatmap.mapper}</strong> · uploaded by{' '}
            <Link component={RouterLink} to={paths.profile.getHref(beatmap.user.username)}>
              {beatmap.user.username}
            </Link>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!beatmap.published && <Chip label="Unpublished" color="warning" size="small" />}
          {beatmap.explicit && <Chip label="Explicit" size="small" variant="outlined" />}
          {beatmap.beat_saber_convert && <Chip label="Converted" size="small" variant="outlined" />}
        </Stack>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DownloadButton downloadUrl={beatmap.download_url} fallbackName={beatmap.filename} size="large" />
          <DeviceItemControls kind="beatmap" item={beatmapInstallable(beatmap)} />
          {canEdit(user, beatmap.user.id) && (
            <Button
              component={RouterLink}
              to={paths.beatmaps.edit.getHref(beatmap.id)}
              variant="outlined"
              size="large"
              startIcon={<EditIcon />}
            >
              Edit
            </Button>
          )}
        </Stack>
        <ItemCounts item={beatmap} />
        <VoteButtons kind="beatmap" itemId={beatmap.id} counts={beatmap} />
        <BeatmapFacts
          facts={[
            ['Duration', beatmap.duration],
            ['BPM', formatBpm(beatmap.bpm)],
            [
              'Published',
              publishedAt ? (
                <time key="published" dateTime={beatmap.published_at ?? ''}>
                  {publishedAt.toLocaleDateString()}
                </time>
              ) : (
                'Not yet'
              ),
            ],
            ['Version', beatmap.version],
          ]}
        />
        <DifficultyTable beatmap={beatmap} />
        {beatmap.description && (
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {beatmap.description}
          </Typography>
        )}
        {beatmap.youtube_url && (
          <Link
            href={beatmap.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            <YouTubeIcon fontSize="small" /> Watch on YouTube
          </Link>
        )}
      </Stack>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading beatmap"
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
