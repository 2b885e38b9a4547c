import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';
import { ItemListPage, UploadLinkButton } from '../../../components/content-kind/item-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { avatarKind } from '../avatar-kind.tsx';

/**
 * `/models/avatars` "Avatars": a grid of published avatars with search (name or uploader) and sort,
 * the term, sort and page in the URL (spec §2), with loading skeletons, empty and no-match
 * states, an error state with Retry, and (signed in) Upload. The count line adds the platform note.
 */
export function AvatarsPage() {
  return (
    <ItemListPage
      kind={avatarKind}
      title="Avatars"
      subtitle={(total) =>
        `${total > 0 ? `${total.toLocaleString('en')} avatars · ` : ''}${AVATAR_PLATFORM_NOTE}`
      }
      action={<UploadLinkButton to={paths.user.uploadAvatar.getHref()} />}
    />
  );
}
