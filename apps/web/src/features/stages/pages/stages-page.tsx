import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from '../../../lib/content-lists.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useStages } from '../api/get-stages.ts';
import { StageCard } from '../components/stage-card.tsx';
import { StageCardSkeleton } from '../components/stage-card-skeleton.tsx';
import { UploadStageDialog } from '../components/upload-stage-dialog.tsx';

/**
 * `/models/stages` "Stages": a grid of published stages with search (name or uploader) and sort,
 * the term, sort and page in the URL (issue 4 item 4), with loading skeletons, empty and no-match
 * states, an error state with Retry, and (signed in) Upload.
 */
export function StagesPage() {
  useDocumentTitle('Stages');
  const list = useListUrlState(NAMED_CONTENT_SPEC);
  const query = useStages({ page: list.page, ...namedContentGrammar(list) });
  const user = useCurrentUser();
  const [uploadOpen, setUploadOpen] = useState(false);
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title="Stages"
        subtitle={total > 0 ? `${total.toLocaleString('en')} stages` : undefined}
        action={
          user && (
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploadOpen(true)}>
              Upload
            </Button>
          )
        }
      />
      <ListToolbar
        list={list}
        sorts={NAMED_CONTENT_SPEC.sorts}
        searchLabel="Search stages"
        searchPlaceholder="Name or uploader"
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun="stages"
        onClearFilters={list.narrowed ? list.clear : undefined}
        emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
        skeleton={
          <CardGrid label="Loading stages">
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <StageCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Stages">
            {items.map((stage) => (
              <StageCard key={stage.id} stage={stage} />
            ))}
          </CardGrid>
        )}
      />
      {user && <UploadStageDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />}
    </Stack>
  );
}
