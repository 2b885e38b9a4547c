import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { AvatarCardSkeleton } from '../components/avatar-card-skeleton.tsx';

/**
 * `/models/avatars` "Avatars": a grid of published avatars, newest first, paginated by `?page=N`,
 * with loading skeletons, an empty state, an error state with Retry, and (signed in) Upload.
 */
export function AvatarsPage() {
  useDocumentTitle('Avatars');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useAvatars({ page });
  const user = useCurrentUser();
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title="Avatars"
        subtitle={`${total > 0 ? `${total.toLocaleString('en')} avatars · ` : ''}${AVATAR_PLATFORM_NOTE}`}
        action={
          user && (
            <Button
              component={RouterLink}
              to={paths.user.uploadAvatar.getHref()}
              variant="outlined"
              startIcon={<UploadIcon />}
            >
              Upload
            </Button>
          )
        }
      />
      <PagedResults
        query={query}
        page={page}
        hrefForPage={paths.models.avatars.list.getHref}
        noun="avatars"
        emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
        skeleton={
          <CardGrid label="Loading avatars">
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <AvatarCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Avatars">
            {items.map((avatar) => (
              <AvatarCard key={avatar.id} avatar={avatar} />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
