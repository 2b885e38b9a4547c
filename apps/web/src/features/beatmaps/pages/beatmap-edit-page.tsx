import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { lazy, Suspense, useState } from 'react';
import { CoverImage } from '../../../components/cover-image.tsx';
import { EditColumns } from '../../../components/edit-form/edit-columns.tsx';
import type { EditKind } from '../../../components/edit-form/edit-kind.ts';
import { ItemEditHeader } from '../../../components/edit-form/item-edit-header.tsx';
import { ItemEditRoute } from '../../../components/edit-form/item-edit-route.tsx';
import { paths } from '../../../config/paths.ts';
import { useBeatmap } from '../api/get-beatmap.ts';
import { beatmapKeys } from '../api/keys.ts';
import { BeatmapEditForm } from '../components/beatmap-edit-form.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { DifficultyTable } from '../components/difficulty-table.tsx';
import { formatBpm } from '../format-bpm.ts';

// The upload dialog (and the form code it needs) loads only when someone opens it.
const UploadBeatmapDialog = lazy(() =>
  import('../components/upload-beatmap-dialog.tsx').then((m) => ({ default: m.UploadBeatmapDialog })),
);

const kind: EditKind = { noun: 'Beatmap', routes: paths.beatmaps, keys: beatmapKeys };

/** `/beatmaps/edit/{id}` (signed in, owner or admin): edit and publish a beatmap, or upload a new version. */
export function BeatmapEditPage() {
  return (
    <ItemEditRoute
      kind={kind}
      useItem={useBeatmap}
      name={(beatmap) => beatmap.title}
      render={(beatmap) => <BeatmapEditView beatmap={beatmap} />}
    />
  );
}

function BeatmapEditView({ beatmap }: { beatmap: Beatmap }) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const aside = (
    <>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: 280 }}>
        <CoverImage item={beatmap} size={500} alt={`Cover of ${beatmap.title}`} eager />
      </Box>
      <FactsList
        facts={[
          ['Hash', <code key="hash">{beatmap.hash}</code>],
          ['Version', beatmap.version],
          ['Duration', beatmap.duration],
          ['BPM', formatBpm(beatmap.bpm)],
          ['File', beatmap.filename_original],
        ]}
      />
      <DifficultyTable beatmap={beatmap} />
    </>
  );
  return (
    <Stack spacing={3}>
      <ItemEditHeader
        kind={kind}
        item={beatmap}
        name={`${beatmap.artist} - ${beatmap.title}`}
        actions={
          <Button onClick={() => setUploadOpen(true)} startIcon={<UploadIcon />}>
            Upload new version
          </Button>
        }
      />
      <EditColumns aside={aside}>
        <BeatmapEditForm beatmap={beatmap} />
      </EditColumns>
      {uploadOpen && (
        <Suspense fallback={null}>
          <UploadBeatmapDialog open onClose={() => setUploadOpen(false)} beatmapId={beatmap.id} />
        </Suspense>
      )}
    </Stack>
  );
}
