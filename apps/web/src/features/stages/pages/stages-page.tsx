import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ItemListPage } from '../../../components/content-kind/item-list-page.tsx';
import { UploadStageDialog } from '../components/upload-stage-dialog.tsx';
import { stageKind } from '../stage-kind.tsx';

/**
 * `/models/stages` "Stages": a grid of published stages with search (name or uploader), sort and
 * filters (platform; a tag, set by clicking one), the term, sort, filters and page in the URL
 * (spec §2), with loading skeletons, empty and no-match states, an error state with Retry, and
 * (signed in) Upload, which opens the upload dialog on this page.
 */
export function StagesPage() {
  const [uploadOpen, setUploadOpen] = useState(false);
  return (
    <ItemListPage
      kind={stageKind}
      title="Stages"
      action={
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploadOpen(true)}>
          Upload
        </Button>
      }
    >
      <UploadStageDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </ItemListPage>
  );
}
