import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useBeatmaps } from '../api/get-beatmaps.ts';
import { BeatmapCard } from '../components/beatmap-card.tsx';
import { BeatmapCardSkeleton } from '../components/beatmap-card-skeleton.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';

/**
 * `/beatmaps` "Custom Songs": a grid of published beatmaps, newest first, paginated by `?page=N`,
 * with loading skeletons, an empty state and an error state with Retry.
 */
export function BeatmapsPage() {
  useDocumentTitle('Custom Songs');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useBeatmaps({ page });
  const user = useCurrentUser();
  const data = query.data;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Custom Songs
          </Typography>
          {data && data.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {data.total.toLocaleString('en')} beatmaps
            </Typography>
          )}
        </Box>
        {user && (
          <Button
            component={RouterLink}
            to={paths.user.uploadBeatmap.getHref()}
            variant="outlined"
            startIcon={<UploadIcon />}
          >
            Upload
          </Button>
        )}
      </Stack>

      <PagedResults
        query={query}
        page={page}
        hrefForPage={paths.beatmaps.list.getHref}
        noun="beatmaps"
        emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
        skeleton={
          <CardGrid label="Loading beatmaps">
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <BeatmapCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Beatmaps">
            {items.map((beatmap) => (
              <BeatmapCard key={beatmap.id} beatmap={beatmap} />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
