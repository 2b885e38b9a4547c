import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';
import { Link as RouterLink } from 'react-router';
import { BrowseList } from '../../../components/browse-list.tsx';
import { paths } from '../../../config/paths.ts';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from '../../../lib/content-lists.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { AvatarCard } from '../components/avatar-card.tsx';
import { AvatarCardSkeleton } from '../components/avatar-card-skeleton.tsx';

/**
 * `/models/avatars` "Avatars": a grid of published avatars with search (name or uploader) and sort,
 * the term, sort and page in the URL (spec §2), with loading skeletons, empty and no-match
 * states, an error state with Retry, and (signed in) Upload.
 */
export function AvatarsPage() {
  const list = useListUrlState(NAMED_CONTENT_SPEC);
  const query = useAvatars({ page: list.page, ...namedContentGrammar(list) });
  const user = useCurrentUser();

  return (
    <BrowseList
      title="Avatars"
      subtitle={(total) =>
        `${total > 0 ? `${total.toLocaleString('en')} avatars · ` : ''}${AVATAR_PLATFORM_NOTE}`
      }
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
      list={list}
      query={query}
      sorts={NAMED_CONTENT_SPEC.sorts}
      searchLabel="Search avatars"
      searchPlaceholder="Name or uploader"
      noun="avatars"
      emptyHint={user ? 'Be the first to upload one!' : 'Sign in to upload the first one.'}
      skeleton={AvatarCardSkeleton}
      renderCard={(avatar) => <AvatarCard avatar={avatar} />}
    />
  );
}
