import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useState } from 'react';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { beatmapKeys } from '../api/keys.ts';
import { CoverImage } from '../../../components/cover-image.tsx';
import { BeatmapEditForm } from '../components/beatmap-edit-form.tsx';
import { BeatmapFacts } from '../components/beatmap-facts.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { UploadBeatmapDialog } from '../components/upload-beatmap-dialog.tsx';
import { formatBpm } from '../format-bpm.ts';

/** `/beatmaps/edit/{id}` (signed in, owner or admin): edit and publish a beatmap. */
export function BeatmapEditPage() {
  return (
    <ItemDetailRoute
      useItem={useBeatmap}
      title={(beatmap) => `Edit ${beatmap.title}`}
      fallbackTitle="Edit Beatmap"
      skeleton={<Skeleton variant="rectangular" height={480} aria-label="Loading beatmap" />}
      render={(beatmap) => (
        <OwnerOnly ownerId={beatmap.user.id}>
          {/* The key remounts the form when another beatmap loads, so its defaults follow. */}
          <BeatmapEditView key={beatmap.id} beatmap={beatmap} />
        </OwnerOnly>
      )}
    />
  );
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
          queryKey: beatmapKeys.all,
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
