import FilterListIcon from '@mui/icons-material/FilterList';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ConnectDeviceChoices } from '../../../components/connect-device-choices.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useConnectedDevice } from '../../../device/react/device-context.ts';
import { useContentIndex } from '../../../device/react/use-content-index.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { usePlaylistSelection } from '../api/get-downloader-playlists.ts';
import { DOWNLOADER_MAX_BEATMAPS, useBeatmapSelection } from '../api/get-downloader-selection.ts';
import { BEATMAP_LIST_SPEC, beatmapGrammar } from '../beatmap-browse.ts';
import { BeatmapFilters } from '../components/beatmap-filters.tsx';
import { DownloaderDryRun } from '../components/downloader-dry-run.tsx';
import { DownloaderRunPanel } from '../components/downloader-run-panel.tsx';
import { PlaylistPicker } from '../components/playlist-picker.tsx';
import { useDownloaderRun } from '../use-downloader-run.ts';

type Source = 'filters' | 'playlist';

/** `?playlist=12` as a positive id, else null. */
function readPlaylistId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/beatmaps/downloader` (spec §2): pick many beatmaps by the catalog's filters
 * (search, difficulty, dates, duration, BPM, sort — the /beatmaps toolbar, kept in the URL) or one
 * of the site's playlists (`?from=playlist&playlist=12`) — nothing is picked before that choice (a
 * search, filter or sort, or "Pick the newest 500", `?all=1`) — see a dry run of what will be added and
 * what is already on the device, then install them all through the transfer queue with overall
 * progress. A run takes at most {@link DOWNLOADER_MAX_BEATMAPS} beatmaps and says so.
 */
export function DownloaderPage() {
  useDocumentTitle('Downloader');
  const [params, setParams] = useSearchParams();
  const source: Source = params.get('from') === 'playlist' ? 'playlist' : 'filters';
  const playlistId = readPlaylistId(params.get('playlist'));
  const list = useListUrlState(BEATMAP_LIST_SPEC);
  // Nothing is picked until the user chooses: a search, a filter, a sort, or "every beatmap" (`?all=1`).
  const filtersChosen = list.narrowed || params.has('sort') || params.get('all') === '1';
  const byFilters = useBeatmapSelection(beatmapGrammar(list), source === 'filters' && filtersChosen);
  const byPlaylist = usePlaylistSelection(source === 'playlist' ? playlistId : null);
  const device = useConnectedDevice();
  const index = useContentIndex();
  const run = useDownloaderRun();

  const setSource = (next: Source) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'playlist') out.set('from', 'playlist');
        else out.delete('from');
        return out;
      },
      { preventScrollReset: true },
    );
  const setPlaylist = (id: number | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (id) out.set('playlist', String(id));
        else out.delete('playlist');
        return out;
      },
      { preventScrollReset: true },
    );

  const query = source === 'filters' ? byFilters : byPlaylist;
  const selection =
    source === 'filters'
      ? byFilters.data && { beatmaps: byFilters.data.beatmaps, total: byFilters.data.total, notOnSite: 0 }
      : byPlaylist.data && {
          beatmaps: byPlaylist.data.beatmaps,
          total: byPlaylist.data.total,
          notOnSite: byPlaylist.data.notOnSite,
        };
  const waitingForPlaylist = source === 'playlist' && playlistId === null;
  const waitingForFilters = source === 'filters' && !filtersChosen;
  const pickEverything = () =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('all', '1');
        return out;
      },
      { preventScrollReset: true },
    );

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title="Downloader"
        subtitle={`Install many beatmaps at once: pick them by filters or from a playlist (at most ${DOWNLOADER_MAX_BEATMAPS} per run).`}
      />
      <ToggleButtonGroup
        exclusive
        value={source}
        onChange={(_, next: Source | null) => next && setSource(next)}
        aria-label="Pick beatmaps"
        size="small"
        disabled={run.running}
      >
        <ToggleButton value="filters">
          <FilterListIcon fontSize="small" sx={{ mr: 1 }} />
          By filters
        </ToggleButton>
        <ToggleButton value="playlist">
          <QueueMusicIcon fontSize="small" sx={{ mr: 1 }} />
          From a playlist
        </ToggleButton>
      </ToggleButtonGroup>
      {source === 'filters' ? (
        <ListToolbar
          list={list}
          sorts={BEATMAP_LIST_SPEC.sorts}
          searchLabel="Search beatmaps"
          searchPlaceholder="Title, artist, mapper"
          filters={<BeatmapFilters list={list} />}
        />
      ) : (
        <PlaylistPicker
          value={
            byPlaylist.data?.playlist ??
            (playlistId ? { id: playlistId, name: `Playlist ${playlistId}` } : null)
          }
          onChange={(playlist) => setPlaylist(playlist?.id ?? null)}
        />
      )}

      {!device && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography>
              Connect a device to see which beatmaps are already on it and to install the rest.
            </Typography>
            <ConnectDeviceChoices />
          </Stack>
        </Paper>
      )}
      {device && index.isError && (
        <RetryAlert
          title="Could not read the device"
          error={index.error}
          onRetry={() => void index.refetch()}
        />
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {run.jobs.length > 0 ? (
          <DownloaderRunPanel
            jobs={run.jobs}
            progress={run.progress}
            running={run.running}
            stateOf={run.stateOf}
            onCancel={run.cancel}
            onRetryFailed={() => void run.retryFailed()}
            onDone={run.reset}
          />
        ) : waitingForFilters ? (
          <Stack spacing={1.5} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
            <Typography color="text.secondary">
              Search, filter or sort above to pick beatmaps, or take the newest ones.
            </Typography>
            <Button variant="outlined" onClick={pickEverything}>
              Pick the newest {DOWNLOADER_MAX_BEATMAPS}
            </Button>
          </Stack>
        ) : waitingForPlaylist ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            Choose a playlist to see its beatmaps.
          </Typography>
        ) : query.isError && !selection ? (
          <RetryAlert
            title="Could not load the beatmaps"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : !selection || (device && index.isPending) ? (
          <Box role="status" aria-label="Preparing the dry run" sx={{ py: 4 }}>
            <LinearProgress />
          </Box>
        ) : selection.beatmaps.length === 0 ? (
          <Stack spacing={1} sx={{ py: 4, alignItems: 'center' }}>
            <Typography variant="h6" component="p">
              {source === 'filters'
                ? 'No beatmaps match these filters'
                : 'This playlist has no beatmaps on Synthhub'}
            </Typography>
            {source === 'filters' && list.narrowed && <Button onClick={list.clear}>Clear filters</Button>}
          </Stack>
        ) : (
          <Box sx={{ opacity: query.isFetching ? 0.6 : 1, transition: 'opacity 100ms' }}>
            <DownloaderDryRun
              beatmaps={selection.beatmaps}
              total={selection.total}
              notOnSite={selection.notOnSite}
              index={index.data}
              connected={device !== null}
              onInstall={(beatmaps) => void run.start(beatmaps)}
            />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
