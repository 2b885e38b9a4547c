import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from '../../../lib/content-lists.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { AvatarCardSkeleton } from '../components/avatar-card-skeleton.tsx';

/**
 * `/models/avatars` "Avatars": a grid of published avatars with search (name or uploader) and sort,
 * the term, sort and page in the URL (issue 4 item 4), with loading skeletons, empty and no-match
 * states, an error state with Retry, and (signed in) Upload.
 */
export function AvatarsPage() {
  useDocumentTitle('Avatars');
  const list = useListUrlState(NAMED_CONTENT_SPEC);
  const query = useAvatars({ page: list.page, ...namedContentGrammar(list) });
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
      <ListToolbar
        list={list}
        sorts={NAMED_CONTENT_SPEC.sorts}
        searchLabel="Search avatars"
        searchPlaceholder="Name or uploader"
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun="avatars"
        onClearFilters={list.narrowed ? list.clear : undefined}
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
