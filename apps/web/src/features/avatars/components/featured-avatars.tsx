import { featuredItems } from '../../../components/content-kind/featured-items.tsx';
import { paths } from '../../../config/paths.ts';
import { useAvatars } from '../api/get-avatars.ts';
import { avatarKind } from '../avatar-kind.tsx';

/** Home page "Featured avatars": the best-rated avatars, "See all" to the list by Hype. */
export const FeaturedAvatars = featuredItems(avatarKind, useAvatars, paths.models.avatars.list.getHref());
