import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BeatmapPage } from '../../features/beatmaps/pages/beatmap-page.tsx';
import { BeatmapLeaderboards } from '../../features/leaderboards/components/beatmap-leaderboards.tsx';
import { PlaylistLeaderboards } from '../../features/leaderboards/components/playlist-leaderboards.tsx';
import { PlaylistPage } from '../../features/playlists/pages/playlist-page.tsx';
import { parsePage } from '../../lib/parse-page.ts';

/** `/beatmaps/{id}/leaderboards` (spec §2): the beatmap page with the leaderboards feature's tab. */
export function BeatmapLeaderboardsRoute() {
  return <BeatmapPage leaderboards={(beatmap) => <BeatmapLeaderboards beatmapId={beatmap.id} />} />;
}

/** `/playlists/{id}/leaderboards?page=N` (spec §2): the playlist page with its maps' top rows. */
export function PlaylistLeaderboardsRoute() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  return (
    <PlaylistPage
      leaderboards={(playlist) => (
        <PlaylistLeaderboards
          page={page}
          hrefForPage={(p) =>
            `${paths.playlists.leaderboards.getHref(playlist.id)}${p > 1 ? `?page=${p}` : ''}`
          }
          maps={(playlist.items ?? []).flatMap((item) =>
            item.beatmap_id === null
              ? []
              : [
                  {
                    beatmapId: item.beatmap_id,
                    title: item.beatmap?.title ?? item.name,
                    artist: item.beatmap?.artist ?? item.author,
                  },
                ],
          )}
        />
      )}
    />
  );
}
