import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { CoverImage } from '../../../components/cover-image.tsx';
import { BeatmapEditForm } from '../components/beatmap-edit-form.tsx';
import { BeatmapFacts } from '../components/beatmap-facts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { UploadBeatmapDialog } from '../components/upload-beatmap-dialog.tsx';
import { formatBpm } from '../format-bpm.ts';
import { parseRouteId } from '../../../lib/route-id.ts';

/** `/beatmaps/edit/{id}` (signed in, owner or admin): edit and publish a beatmap. */
export function BeatmapEditPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <BeatmapEdit id={id} />;
}

function BeatmapEdit({ id }: { id: number }) {
  const query = useBeatmap(id);
  const user = useCurrentUser();
  useDocumentTitle(query.data ? `Edit ${query.data.title}` : 'Edit Beatmap');
  if (query.isPending) return <Skeleton variant="rectangular" height={480} aria-label="Loading beatmap" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (!canEdit(user, query.data.user.id)) return <ErrorPage status={403} message="Unauthorized" />;
  // The key remounts the form when another beatmap loads, so its defaults follow.
  return <BeatmapEditView key={query.data.id} beatmap={query.data} />;
}

function BeatmapEditView({ beatmap }: { beatmap: Beatmap }) {
  const [uploadOpen, setUploadOpen] = useState(false);
  return (
    <Stack spacing={3}>
      <EditPageHeader
        title="Edit Beatmap"
        published={beatmap.published}
        viewHref={paths.beatmaps.detail.getHref(beatmap.id)}
        actions={
          <Button onClick={() => setUploadOpen(true)} startIcon={<UploadIcon />}>
            Upload new version
          </Button>
        }
        remove={{
          what: 'beatmap',
          name: `${beatmap.artist} - ${beatmap.title}`,
          url: `/api/beatmaps/${beatmap.id}`,
          queryKey: ['beatmaps'],
          afterHref: paths.user.uploads.getHref('beatmaps'),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: 280 }}>
            <CoverImage item={beatmap} size={500} alt={`Cover of ${beatmap.title}`} eager />
          </Box>
          <BeatmapFacts
            facts={[
              ['Hash', <code key="hash">{beatmap.hash}</code>],
              ['Version', beatmap.version],
              ['Duration', beatmap.duration],
              ['BPM', formatBpm(beatmap.bpm)],
              ['File', beatmap.filename_original],
            ]}
          />
          <DifficultyTable beatmap={beatmap} />
        </Stack>
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <BeatmapEditForm beatmap={beatmap} />
        </Paper>
      </Box>
      <UploadBeatmapDialog open={uploadOpen} onClose={() => setUploadOpen(false)} beatmapId={beatmap.id} />
    </Stack>
  );
}
