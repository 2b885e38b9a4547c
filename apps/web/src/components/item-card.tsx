import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compactAge } from '@synthhub/shared/format/age';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeviceCardControls, type DeviceItemControlsProps } from '../device/react/device-item-controls.tsx';
import { CARD_COVER_SIZE } from '../lib/cover.ts';
import { useOnClient } from '../lib/use-on-client.ts';
import { CoverImage, type CoverImageProps } from './cover-image.tsx';

/**
 * The fields every content card reads, whatever its kind: the id (its link), the publication date
 * (its age), the counts (ItemCounts) and the cover (CoverImage). A kind's card data picks these
 * and its own (`Pick<Avatar, ItemCardField | 'name' | …>`).
 */
export type ItemCardField =
  | 'id'
  | 'published_at'
  | 'download_count'
  | 'upvote_count'
  | 'downvote_count'
  | 'cover_url'
  | 'cover_version';

/** Props of {@link ItemCard}. */
export interface ItemCardProps {
  /** The item's name: the card's accessible name and its title link's text. */
  name: string;
  /** The item's page, where the title link goes. */
  href: string;
  /** The cover image (250 px). */
  cover: ReactNode;
  /** Shown right after the cover, e.g. the device badge and Install/Remove over it. */
  overlay?: ReactNode;
  /**
   * The item as a connected device sees it (the installed badge and Install/Remove over the cover,
   * spec §4; design.md §4), for an item the list gave a download for; shown after `overlay`.
   */
  device?: DeviceItemControlsProps;
  /** Break long names anywhere (default true). */
  breakAnywhere?: boolean;
  /** The lines under the title (uploader, chips, counts …). */
  children: ReactNode;
}

/**
 * The shell of every card in a browse grid (beatmap, avatar, stage, playlist): an `article` named
 * after the item, its cover, and a title link clamped to two lines that is the card's one tab stop
 * and stretches over the whole card, so the cover is clickable too. Lifts on hover and focus.
 */
export function ItemCard({
  name,
  href,
  cover,
  overlay,
  device,
  breakAnywhere = true,
  children,
}: ItemCardProps) {
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      {cover}
      {overlay}
      {device && <DeviceCardControls {...device} />}
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="inherit"
          title={name}
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
            ...(breakAnywhere ? { overflowWrap: 'anywhere' } : {}),
            // Stretch the link over the whole card so the cover is clickable too.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {name}
        </Link>
        {children}
      </CardContent>
    </Card>
  );
}

/** A card's secondary line (uploader, mapper, authors): one line, ellipsised, full text in `title`. */
export function ItemCardSubtitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" noWrap title={title}>
      {children}
    </Typography>
  );
}

/** A wrapping row of a card's small grey facts (version, duration, age …). */
export function ItemCardFacts({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ color: 'text.secondary', alignItems: 'center', flexWrap: 'wrap' }}
    >
      {children}
    </Stack>
  );
}

/**
 * The compact age of an ISO timestamp ("3d") as a `time` caption with the full local date-time
 * as its tooltip; `now` (ms) fixes the clock for tests; `color` for use outside {@link ItemCardFacts}.
 */
export function ItemCardAge({ at, now, color }: { at: string; now?: number; color?: string }) {
  // The server renders in its own locale and time zone, a moment earlier (docs/decisions/0029): the
  // full date waits for the browser, and the age may be a minute off until the next render.
  const onClient = useOnClient();
  return (
    <Typography
      variant="caption"
      color={color}
      component="time"
      dateTime={at}
      title={onClient ? new Date(at).toLocaleString() : undefined}
      suppressHydrationWarning
    >
      {compactAge(at, now)}
    </Typography>
  );
}

/** Props of {@link NamedItemCard}: those of {@link ItemCard} but its name and cover, which `item` gives. */
export interface NamedItemCardProps extends Omit<ItemCardProps, 'name' | 'cover'> {
  /** The item: its `name` names the card, its cover heads it. */
  item: { name: string } & CoverImageProps['item'];
}

/**
 * {@link ItemCard} for an item with a name and its own cover (stage, avatar; docs/decisions/0051):
 * named after `item.name`, headed by its cover at the card size (lib/cover.ts `CARD_COVER_SIZE`).
 */
export function NamedItemCard({ item, ...card }: NamedItemCardProps) {
  return <ItemCard name={item.name} cover={<CoverImage item={item} size={CARD_COVER_SIZE} />} {...card} />;
}

/**
 * A card's device controls (`ItemCardProps.device`, spec §4) for an item the list gave a download
 * for: `controls` builds them from the item with its `download_url`; none without one (the list
 * leaves it out where the viewer may not download).
 */
export function cardDevice<T extends { download_url?: string | null }>(
  item: T,
  controls: (item: T & { download_url: string }) => DeviceItemControlsProps,
): DeviceItemControlsProps | undefined {
  return item.download_url ? controls({ ...item, download_url: item.download_url }) : undefined;
}
