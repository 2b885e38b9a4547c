import Typography from '@mui/material/Typography';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import {
  cardDevice,
  ItemCardAge,
  type ItemCardField,
  ItemCardFacts,
  ItemCardSubtitle,
  NamedItemCard,
} from '../../../components/item-card.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { avatarInstallable } from '../../../device/installer/installable.ts';

/** Fields of an avatar the card shows. */
export type AvatarCardData = Pick<Avatar, ItemCardField | 'name' | 'authors' | 'spec_version' | 'user'> &
  // With `download_url` the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Avatar, 'download_url' | 'filename'>>;

/** "by A, B" from the file's authors, else "by <uploader>". */
export function authorsLine(avatar: Pick<Avatar, 'authors' | 'user'>): string {
  return `by ${avatar.authors.length > 0 ? avatar.authors.join(', ') : avatar.user.username}`;
}

/**
 * One avatar in the grid: cover, name, authors, VRM version, compact age, and download/upvote/
 * downvote counts. The name link is the card's one tab stop and stretches over the whole card.
 * `now` (ms) fixes the clock for tests.
 */
export function AvatarCard({ avatar, now }: { avatar: AvatarCardData; now?: number }) {
  return (
    <NamedItemCard
      item={avatar}
      href={paths.models.avatars.detail.getHref(avatar.id)}
      device={cardDevice(avatar, (a) => ({ kind: 'avatar', item: avatarInstallable(a) }))}
    >
      <ItemCardSubtitle title={authorsLine(avatar)}>{authorsLine(avatar)}</ItemCardSubtitle>
      <ItemCardFacts>
        <Typography variant="caption">VRM {avatar.spec_version}</Typography>
        {avatar.published_at && <ItemCardAge at={avatar.published_at} now={now} />}
      </ItemCardFacts>
      <ItemCounts item={avatar} />
    </NamedItemCard>
  );
}
