import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { ItemCard, ItemCardAge, ItemCardFacts, ItemCardSubtitle } from '../../../components/item-card.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { PlaylistCover } from './playlist-cover.tsx';
import { PlaylistDeviceControls } from './playlist-device-controls.tsx';

/** "1 song", "12 songs". */
export function songCount(n: number): string {
  return `${n.toLocaleString('en')} ${n === 1 ? 'song' : 'songs'}`;
}

/**
 * One playlist in the grid: cover (or its gradient), name, owner, song count, age, and
 * download/upvote/downvote counts. The name link is the card's one tab stop and covers the whole
 * card. `now` (ms) fixes the clock for tests. A connected device adds the installed badge and
 * Install/Remove over the cover (spec §4; design.md §4).
 */
export function PlaylistCard({ playlist, now }: { playlist: Playlist; now?: number }) {
  return (
    <ItemCard
      name={playlist.name}
      href={paths.playlists.detail.getHref(playlist.id)}
      cover={<PlaylistCover playlist={playlist} size={250} />}
      overlay={<PlaylistDeviceControls playlist={playlist} variant="card" />}
    >
      <ItemCardSubtitle title={playlist.user.username}>by {playlist.user.username}</ItemCardSubtitle>
      <ItemCardFacts>
        <Typography variant="caption">{songCount(playlist.item_count)}</Typography>
        {playlist.published_at && <ItemCardAge at={playlist.published_at} now={now} />}
        {!playlist.published && <Chip label="Draft" color="warning" size="small" />}
      </ItemCardFacts>
      <ItemCounts item={playlist} />
    </ItemCard>
  );
}
