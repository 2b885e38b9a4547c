import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useStages } from '../api/get-stages.ts';
import { StageCard } from '../components/stage-card.tsx';
import { StageCardSkeleton } from '../components/stage-card-skeleton.tsx';
import { UploadStageDialog } from '../components/upload-stage-dialog.tsx';

/** Reads `?page=N`; anything but a positive integer means page 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * `/models/stages` "Stages": a grid of published stages, newest first, paginated by `?page=N`,
 * with loading skeletons, an empty state, an error state with Retry, and (signed in) Upload.
 */
export function StagesPage() {
  useDocumentTitle('Stages');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useStages({ page });
  const user = useCurrentUser();
  const [uploadOpen, setUploadOpen] = useState(false);
  const data = query.data;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Stages
          </Typography>
          {data && data.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {data.total.toLocaleString('en')} stages
            </Typography>
          )}
        </Box>
        {user && (
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploadOpen(true)}>
            Upload
          </Button>
        )}
      </Stack>

      {query.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load stages: {errorLines(query.error)[0]}
        </Alert>
      )}

      {query.isPending && (
        <CardGrid label="Loading stages">
          {Array.from({ length: 12 }, (_, i) => (
            // placeholders have no identity, so the index is their key
            <StageCardSkeleton key={i} />
          ))}
        </CardGrid>
      )}

      {data && data.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h6" component="p">
            {data.total === 0 ? 'No stages yet' : 'There are no stages on this page'}
          </Typography>
          {data.total > 0 ? (
            <Button component={RouterLink} to={paths.models.stages.list.getHref(1)} sx={{ mt: 2 }}>
              Go to the first page
            </Button>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
            </Typography>
          )}
        </Box>
      )}

      {data && data.data.length > 0 && (
        <Box
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={query.isPlaceholderData}
        >
          <CardGrid label="Stages">
            {data.data.map((stage) => (
              <StageCard key={stage.id} stage={stage} />
            ))}
          </CardGrid>
        </Box>
      )}

      {data && data.pageCount > 1 && (
        <Stack sx={{ alignItems: 'center', pt: 2 }}>
          <Pagination
            page={Math.min(page, data.pageCount)}
            count={data.pageCount}
            color="primary"
            siblingCount={1}
            boundaryCount={1}
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={paths.models.stages.list.getHref(item.page ?? 1)}
                {...item}
              />
            )}
          />
        </Stack>
      )}
      {user && <UploadStageDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />}
    </Stack>
  );
}
