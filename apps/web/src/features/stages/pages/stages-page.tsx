import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { BrowseList } from '../../../components/browse-list.tsx';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useStages } from '../api/get-stages.ts';
import { StageCard } from '../components/stage-card.tsx';
import { StageCardSkeleton } from '../components/stage-card-skeleton.tsx';
import { StageFilters } from '../components/stage-filters.tsx';
import { STAGE_LIST_SPEC, stageGrammar } from '../stage-browse.ts';
import { UploadStageDialog } from '../components/upload-stage-dialog.tsx';

/**
 * `/models/stages` "Stages": a grid of published stages with search (name or uploader), sort and
 * filters (platform; a tag, set by clicking one), the term, sort, filters and page in the URL (spec §2), with loading skeletons, empty and no-match
 * states, an error state with Retry, and (signed in) Upload.
 */
export function StagesPage() {
  const list = useListUrlState(STAGE_LIST_SPEC);
  const query = useStages({ page: list.page, ...stageGrammar(list) });
  const user = useCurrentUser();
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <BrowseList
      title="Stages"
      subtitle={(total) => (total > 0 ? `${total.toLocaleString('en')} stages` : undefined)}
      action={
        user && (
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploadOpen(true)}>
            Upload
          </Button>
        )
      }
      list={list}
      query={query}
      sorts={STAGE_LIST_SPEC.sorts}
      filters={<StageFilters list={list} />}
      searchLabel="Search stages"
      searchPlaceholder="Name or uploader"
      noun="stages"
      emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
      skeleton={StageCardSkeleton}
      renderCard={(stage) => <StageCard stage={stage} />}
    >
      {user && <UploadStageDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />}
    </BrowseList>
  );
}
