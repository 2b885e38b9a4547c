import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { VoteKind } from '@synthhub/shared/votes/votes.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { canEdit, useCurrentUser } from '../../lib/use-session.ts';
import { CoverImage, type CoverImageProps } from '../cover-image.tsx';
import { EditItemButton } from '../item-detail-actions.tsx';
import { ItemCounts } from '../item-counts.tsx';
import { ItemByline, ItemDetailLayout, ItemDetailTitle, ProfileLink } from '../item-detail-layout.tsx';
import { ItemDetailRoute } from '../item-detail-route.tsx';
import { ReportButton, type ReportTarget } from '../report-button.tsx';
import { VoteButtons } from '../vote-buttons.tsx';

/**
 * The parts every content kind's single-item page shares (spec §2 `/models/avatars/{id}`,
 * `/models/stages/{id}`, `/playlists/{id}` …; docs/decisions/0051), written once so that a kind's
 * page says only what it shows of its own. Import the module as a namespace
 * (`import * as ItemDetail from …`): `ItemDetail.page`, `<ItemDetail.Heading>`, ….
 */

/** A named item on its page: its id, name and uploader. */
export interface DetailItem {
  id: number;
  name: string;
  user: { id: number; username: string };
}

/**
 * The page component of a named kind's `/…/{id}` route (docs/decisions/0051): {@link ItemDetailRoute}
 * with `useItem` (the kind's detail hook), the item's name as the document title ("Avatar",
 * `fallbackTitle`, while loading or on error), `Skeleton` while pending and `View` once loaded.
 */
export function page<T extends { name: string }>(
  useItem: (id: number) => UseQueryResult<T>,
  fallbackTitle: string,
  Skeleton: ComponentType,
  View: ComponentType<{ item: T }>,
): ComponentType {
  return function ItemDetailPage() {
    return (
      <ItemDetailRoute
        useItem={useItem}
        title={(item) => item.name}
        fallbackTitle={fallbackTitle}
        skeleton={<Skeleton />}
        render={(item) => <View item={item} />}
      />
    );
  };
}

/**
 * {@link ItemDetailLayout} headed by the item's own cover (500 px, loaded eagerly, "Cover of
 * <name>"): the stage and avatar pages.
 */
export function CoverLayout({
  item,
  children,
}: {
  item: CoverImageProps['item'] & { name: string };
  children: ReactNode;
}) {
  return (
    <ItemDetailLayout cover={<CoverImage item={item} size={500} alt={`Cover of ${item.name}`} eager />}>
      {children}
    </ItemDetailLayout>
  );
}

/** The top of an item page's info column: the `h1` with `name`, then `children` (subtitle, byline). */
export function Heading({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box>
      <ItemDetailTitle>{name}</ItemDetailTitle>
      {children}
    </Box>
  );
}

/**
 * The byline naming who uploaded the item: "`lead` <username>" with a link to their profile
 * (spec §2 `/profile/{username}`; `lead` "Uploaded by" unless given, "by" on a playlist), then
 * `children` (" · 3 songs", a date).
 */
export function UploaderByline({
  username,
  lead = 'Uploaded by',
  children,
}: {
  username: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <ItemByline>
      {`${lead} `}
      <ProfileLink username={username} />
      {children}
    </ItemByline>
  );
}

/**
 * The wrapping row of an item page's chips: "Unpublished" (warning) while `published` is false,
 * then the kind's own (`children`); `align` "center" centres them across the row (chips of mixed
 * heights).
 */
export function Chips({
  published,
  align,
  children,
}: {
  published: boolean;
  align?: 'center';
  children?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', ...(align && { alignItems: align }) }}
    >
      {!published && <Chip label="Unpublished" color="warning" size="small" />}
      {children}
    </Stack>
  );
}

/**
 * An item page's Edit link (to `editHref`, for its uploader and admins: `canEdit`, spec §4) and
 * Report button (every viewer, spec §8), for the page's action row; `size` is both buttons'.
 */
export function OwnerActions({
  kind,
  item,
  editHref,
  size,
}: {
  kind: ReportTarget['kind'];
  item: DetailItem;
  editHref: string;
  size?: 'medium' | 'large';
}) {
  const user = useCurrentUser();
  return (
    <>
      {canEdit(user, item.user.id) && <EditItemButton to={editHref} size={size} />}
      <ReportButton target={{ kind, id: item.id, name: item.name }} size={size} />
    </>
  );
}

/**
 * An item's download count and its vote buttons (spec §3 votes), as every item page shows them
 * under its actions.
 */
export function Votes({
  kind,
  item,
}: {
  kind: VoteKind;
  item: { id: number; download_count: number; upvote_count: number; downvote_count: number };
}) {
  return (
    <>
      <ItemCounts item={item} votes={false} />
      <VoteButtons kind={kind} itemId={item.id} counts={item} />
    </>
  );
}

/** An ISO timestamp as a `time` element showing the local date ("10/01/2026"). */
export function PublishedDate({ at }: { at: string }) {
  return <time dateTime={at}>{new Date(at).toLocaleDateString()}</time>;
}
