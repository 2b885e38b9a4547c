import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ContentIndex } from '../../../device/installer/content-index.ts';
import { DOWNLOADER_MAX_BEATMAPS } from '../api/get-downloader-selection.ts';
import { planDownload } from '../downloader-plan.ts';
import { DownloaderBeatmapList } from './downloader-beatmap-list.tsx';
import { DownloaderPanelHeader } from './downloader-panel-header.tsx';

const n = (count: number, one = 'beatmap', many = 'beatmaps') =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** Props of {@link DownloaderDryRun}. */
export interface DownloaderDryRunProps {
  /** The picked beatmaps (at most DOWNLOADER_MAX_BEATMAPS). */
  beatmaps: readonly Beatmap[];
  /** How many matched in all (more than `beatmaps` when the cap cut the list). */
  total: number;
  /** Songs of a picked playlist that are not on Synthhub. */
  notOnSite?: number;
  /** The connected device's content index; undefined while nothing is connected or it loads. */
  index: ContentIndex | undefined;
  connected: boolean;
  onInstall: (beatmaps: Beatmap[]) => void;
}

/**
 * The downloader's dry run (spec §2 /beatmaps/downloader): how many beatmaps were picked, the cap when it
 * cut the list, and — with a device — "Will be added" and "Already installed" (by the content index),
 * with "Install N beatmaps" to start the run. Without a device it lists what was picked.
 */
export function DownloaderDryRun({
  beatmaps,
  total,
  notOnSite = 0,
  index,
  connected,
  onInstall,
}: DownloaderDryRunProps) {
  const plan = index ? planDownload(beatmaps, index) : null;
  const outdated = new Set(plan?.installed.filter((i) => i.outdated).map((i) => i.beatmap.id));
  const parts = [`${n(beatmaps.length)} picked`];
  if (plan)
    parts.push(
      `${plan.toAdd.length.toLocaleString('en')} will be added`,
      `${plan.installed.length.toLocaleString('en')} already installed`,
    );

  return (
    <Stack spacing={2}>
      <DownloaderPanelHeader title="Dry run" status={parts.join(' · ')}>
        {connected && (
          <Button
            variant="contained"
            size="large"
            startIcon={<CloudDownloadIcon />}
            disabled={!plan || plan.toAdd.length === 0}
            onClick={() => plan && onInstall(plan.toAdd)}
          >
            {plan && plan.toAdd.length > 0 ? `Install ${n(plan.toAdd.length)}` : 'Nothing to install'}
          </Button>
        )}
      </DownloaderPanelHeader>
      {total > beatmaps.length && (
        <Alert severity="info">
          {total.toLocaleString('en')} beatmaps match. A run takes at most {DOWNLOADER_MAX_BEATMAPS}: the
          first {DOWNLOADER_MAX_BEATMAPS} in this order. Narrow the filters (a date range, for example) to
          pick the rest.
        </Alert>
      )}
      {notOnSite > 0 && (
        <Alert severity="info">
          {n(notOnSite, 'song', 'songs')} of this playlist {notOnSite === 1 ? 'is' : 'are'} not on Synthhub
          and cannot be installed.
        </Alert>
      )}
      {plan ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <DownloaderBeatmapList
            title={`Will be added (${plan.toAdd.length.toLocaleString('en')})`}
            beatmaps={plan.toAdd}
            empty="Every picked beatmap is already on the device."
          />
          <DownloaderBeatmapList
            title={`Already installed (${plan.installed.length.toLocaleString('en')})`}
            beatmaps={plan.installed.map((i) => i.beatmap)}
            empty="None of them is on the device yet."
            trailing={(beatmap) =>
              outdated.has(beatmap.id) ? (
                <Chip size="small" variant="outlined" color="warning" label="Update available" />
              ) : null
            }
          />
        </Box>
      ) : (
        <DownloaderBeatmapList
          title={`Picked (${beatmaps.length.toLocaleString('en')})`}
          beatmaps={beatmaps}
          empty=""
        />
      )}
    </Stack>
  );
}
