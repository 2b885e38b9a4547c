import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths.ts';
import { formatBpm } from '../format-bpm.ts';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { CoverImage } from '../../../components/cover-image.tsx';
import { CARD_COVER_SIZE } from '../../../lib/cover.ts';
import type { ItemCardField } from '../../../components/item-card.tsx';
import {
  cardDevice,
  ItemCard,
  ItemCardAge,
  ItemCardFacts,
  ItemCardSubtitle,
} from '../../../components/item-card.tsx';
import { DifficultyChips } from './difficulty-chips.tsx';
import { BeatmapPreviewButton } from './beatmap-preview-button.tsx';
import { beatmapInstallable } from '../../../device/installer/installable.ts';

/** Fields of a beatmap the card shows. */
export type BeatmapCardData = Pick<
  Beatmap,
  | ItemCardField
  | 'title'
  | 'artist'
  | 'mapper'
  | 'difficulties'
  | 'custom_difficulty_name'
  | 'note_counts'
  | 'duration'
  | 'bpm'
> &
  // With these the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Beatmap, 'download_url' | 'hash' | 'filename'>>;

/**
 * One beatmap in the grid (spec §2 /beatmaps; formats.md §6.3): cover, "artist - title", mapper,
 * difficulty chips (their names say the note counts), duration, bpm, compact age, and download/upvote/downvote counts. The whole card is
 * clickable through the title link, which is the card's one tab stop. `now` (ms) fixes the clock for
 * tests; `footer` adds a last line (e.g. when the user downloaded it). With `download_url`, a connected
 * device adds the installed badge and Install/Remove over the cover (spec §4; design.md §4). A preview
 * button over the cover's top-left corner plays the song (one at a time on the page). `priorityCover`
 * loads the cover first (the first cards of a list: CoverImage `priority`).
 */
export function BeatmapCard({
  beatmap,
  now,
  footer,
  priorityCover = false,
}: {
  beatmap: BeatmapCardData;
  now?: number;
  footer?: ReactNode;
  priorityCover?: boolean;
}) {
  const name = `${beatmap.artist} - ${beatmap.title}`;
  return (
    <ItemCard
      name={name}
      href={paths.beatmaps.detail.getHref(beatmap.id)}
      breakAnywhere={false}
      cover={<CoverImage item={beatmap} size={CARD_COVER_SIZE} priority={priorityCover} />}
      device={cardDevice(beatmap, (b) => ({ kind: 'beatmap', item: beatmapInstallable(b) }))}
    >
      <BeatmapPreviewButton beatmap={beatmap} overCover />
      <ItemCardSubtitle title={beatmap.mapper}>{beatmap.mapper}</ItemCardSubtitle>
      <DifficultyChips
        difficulties={beatmap.difficulties}
        customName={beatmap.custom_difficulty_name}
        noteCounts={beatmap.note_counts}
      />
      <ItemCardFacts>
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
          <ScheduleIcon sx={{ fontSize: 15 }} />
          <Typography variant="caption">{beatmap.duration}</Typography>
        </Stack>
        <Typography variant="caption">{formatBpm(beatmap.bpm)} BPM</Typography>
        {beatmap.published_at && <ItemCardAge at={beatmap.published_at} now={now} />}
      </ItemCardFacts>
      <ItemCounts item={beatmap} />
      {footer}
    </ItemCard>
  );
}
