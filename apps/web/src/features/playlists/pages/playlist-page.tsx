import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@synthhub/shared/format/duration';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import type { ReactNode } from 'react';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { DetailTabBar } from '../../../components/detail-tab-bar.tsx';
import { ItemActionRow } from '../../../components/item-detail-actions.tsx';
import {
  ItemDescription,
  ItemDetailLayout,
  ItemDetailTitle,
} from '../../../components/item-detail-layout.tsx';
import * as ItemDetail from '../../../components/content-kind/item-detail-parts.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { InstallByHand } from '../../../components/install-by-hand.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { songCount } from '../components/playlist-card.tsx';
import { PlaylistCover } from '../components/playlist-cover.tsx';
import { PlaylistSongs } from '../components/playlist-songs.tsx';
import { PlaylistDeviceControls } from '../components/playlist-device-controls.tsx';

/** Props of {@link PlaylistPage}. */
export interface PlaylistPageProps {
  /**
   * The Leaderboards tab's content (`/playlists/{id}/leaderboards`, spec §2), given by `app/` where
   * features meet; when set, it shows under the tab bar in place of the songs.
   */
  leaderboards?: (playlist: Playlist) => ReactNode;
}

/**
 * `/playlists/{id}`: one playlist with its cover, owner, description and a Download button, and the
 * tabs Songs and Leaderboards (`/playlists/{id}/leaderboards`).
 */
export function PlaylistPage({ leaderboards }: PlaylistPageProps = {}) {
  return (
    <ItemDetailRoute
      useItem={usePlaylist}
      title={(playlist) => playlist.name}
      fallbackTitle="Playlist"
      skeleton={<PlaylistSkeleton />}
      render={(playlist) => <PlaylistDetailView playlist={playlist} leaderboards={leaderboards} />}
    />
  );
}

function PlaylistDetailView({ playlist, leaderboards }: { playlist: Playlist } & PlaylistPageProps) {
  const items = playlist.items ?? [];
  const missing = items.filter((i) => i.beatmap_id === null).length;
  const seconds = items.reduce((sum, i) => sum + (i.beatmap?.duration_s ?? i.track_duration ?? 0), 0);
  return (
    <Stack spacing={3}>
      <ItemDetailLayout
        coverWidth={300}
        cover={<PlaylistCover playlist={playlist} size={500} eager alt={`Cover of ${playlist.name}`} />}
      >
        <Box>
          <Typography variant="overline" color="text.secondary">
            Playlist
          </Typography>
          <ItemDetailTitle>{playlist.name}</ItemDetailTitle>
          <ItemDetail.UploaderByline lead="by" username={playlist.user.username}>
            {' · '}
            {songCount(items.length)}
            {seconds > 0 && ` · ${formatDuration(seconds)}`}
          </ItemDetail.UploaderByline>
        </Box>
        {(!playlist.published || missing > 0) && (
          <ItemDetail.Chips published={playlist.published}>
            {missing > 0 && (
              <Chip label={`${missing} not on Synthhub`} size="small" variant="outlined" color="warning" />
            )}
          </ItemDetail.Chips>
        )}
        <ItemDescription text={playlist.description} />
        <ItemActionRow>
          <DownloadButton
            downloadUrl={playlist.download_url}
            fallbackName={`${playlist.id}.playlist`}
            size="large"
          />
          <PlaylistDeviceControls playlist={playlist} variant="page" />
          <ItemDetail.OwnerActions
            kind="playlist"
            item={playlist}
            editHref={paths.playlists.edit.getHref(playlist.id)}
            size="large"
          />
        </ItemActionRow>
        <InstallByHand kind="playlist" />
        <ItemDetail.Votes kind="playlist" item={playlist} />
        {playlist.published_at && (
          <Typography variant="body2" color="text.secondary">
            Published <ItemDetail.PublishedDate at={playlist.published_at} />
          </Typography>
        )}
      </ItemDetailLayout>
      <DetailTabBar
        label="Playlist"
        current={leaderboards ? 'Leaderboards' : 'Songs'}
        tabs={[
          { label: 'Songs', to: paths.playlists.detail.getHref(playlist.id) },
          { label: 'Leaderboards', to: paths.playlists.leaderboards.getHref(playlist.id) },
        ]}
      />
      {leaderboards ? (
        leaderboards(playlist)
      ) : (
        <Box component="section" aria-labelledby="playlist-songs-heading">
          <Typography id="playlist-songs-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Songs
          </Typography>
          <PlaylistSongs items={items} />
        </Box>
      )}
    </Stack>
  );
}

function PlaylistSkeleton() {
  return (
    <DetailSkeleton label="Loading playlist" coverWidth={300}>
      <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={48} />
      ))}
    </DetailSkeleton>
  );
}
