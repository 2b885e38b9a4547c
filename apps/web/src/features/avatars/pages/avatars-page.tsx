import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { AvatarCardSkeleton } from '../components/avatar-card-skeleton.tsx';
import { parsePage } from '../route-id.ts';

/**
 * `/models/avatars` "Avatars": a grid of published avatars, newest first, paginated by `?page=N`,
 * with loading skeletons, an empty state and an error state with Retry.
 */
export function AvatarsPage() {
  useDocumentTitle('Avatars');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useAvatars({ page });
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
            Avatars
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data && data.total > 0 ? `${data.total.toLocaleString('en')} avatars · ` : ''}
            {AVATAR_PLATFORM_NOTE}
          </Typography>
        </Box>
        {user && (
          <Button
            component={RouterLink}
            to={paths.user.uploadAvatar.getHref()}
            variant="outlined"
            startIcon={<UploadIcon />}
          >
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
          Could not load avatars: {errorLines(query.error)[0]}
        </Alert>
      )}

      {query.isPending && (
        <CardGrid label="Loading avatars">
          {Array.from({ length: 12 }, (_, i) => (
            // placeholders have no identity, so the index is their key
            <AvatarCardSkeleton key={i} />
          ))}
        </CardGrid>
      )}

      {data && data.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h6" component="p">
            {data.total === 0 ? 'No avatars yet' : 'There are no avatars on this page'}
          </Typography>
          {data.total > 0 ? (
            <Button component={RouterLink} to={paths.models.avatars.list.getHref(1)} sx={{ mt: 2 }}>
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
          <CardGrid label="Avatars">
            {data.data.map((avatar) => (
              <AvatarCard key={avatar.id} avatar={avatar} />
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
                to={paths.models.avatars.list.getHref(item.page ?? 1)}
                {...item}
              />
            )}
          />
        </Stack>
      )}
    </Stack>
  );
}
