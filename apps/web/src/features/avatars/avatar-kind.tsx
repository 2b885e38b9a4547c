import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import type { ListPageDescriptor } from '../../components/content-kind/item-list-page.tsx';
import { paths } from '../../config/paths.ts';
import { namedContentList } from '../../lib/content-lists.ts';
import { useAvatars } from './api/get-avatars.ts';
import { AvatarCard } from './components/avatar-card.tsx';
import { AvatarCardSkeleton } from './components/avatar-card-skeleton.tsx';

/**
 * Avatars as the generic list page, profile and My Uploads tabs and home section show them
 * (docs/decisions/0051): searched by name or uploader, sorted like every content list.
 */
export const avatarKind: ListPageDescriptor<Avatar> = {
  noun: 'avatars',
  Skeleton: AvatarCardSkeleton,
  renderCard: (avatar) => <AvatarCard avatar={avatar} />,
  ...namedContentList(useAvatars, 'Name or uploader'),
  uploads: {
    emptyHint: 'Upload a .vrm from the Upload menu.',
    row: (a) => ({
      title: a.name,
      subtitle: a.authors.join(', ') || undefined,
      viewHref: paths.models.avatars.detail.getHref(a.id),
      editHref: paths.models.avatars.edit.getHref(a.id),
    }),
  },
};
