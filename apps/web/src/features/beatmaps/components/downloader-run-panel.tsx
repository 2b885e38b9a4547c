import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { formatSize } from '@synthhub/shared/format/size';
import type { Transfer } from '../../../device/installer/transfer-queue.ts';
import { installJobId } from '../../../device/react/use-installer.ts';
import type { RunJob, RunProgress } from '../use-downloader-run.ts';
import { DownloaderBeatmapList } from './downloader-beatmap-list.tsx';
import { DownloaderPanelHeader } from './downloader-panel-header.tsx';

/** Props of {@link DownloaderRunPanel}. */
export interface DownloaderRunPanelProps {
  jobs: readonly RunJob[];
  progress: RunProgress;
  running: boolean;
  stateOf: (id: string) => Transfer | undefined;
  onCancel: () => void;
  onRetryFailed: () => void;
  onDone: () => void;
}

function StateMark({ transfer }: { transfer: Transfer | undefined }) {
  const state = transfer?.state ?? 'queued';
  switch (state) {
    case 'queued':
      return <HourglassEmptyIcon fontSize="small" color="disabled" titleAccess="Waiting" />;
    case 'running': {
      const value = transfer?.total ? (transfer.loaded / transfer.total) * 100 : undefined;
      return (
        <CircularProgress
          size={18}
          variant={value === undefined ? 'indeterminate' : 'determinate'}
          value={value}
          aria-label="Installing"
        />
      );
    }
    case 'done':
      return <CheckCircleIcon fontSize="small" color="success" titleAccess="Installed" />;
    case 'failed':
      return (
        <Tooltip title={transfer?.error ?? 'Failed'}>
          <ErrorOutlineIcon fontSize="small" color="error" titleAccess={transfer?.error ?? 'Failed'} />
        </Tooltip>
      );
    case 'cancelled':
      return <BlockIcon fontSize="small" color="disabled" titleAccess="Cancelled" />;
  }
}

/**
 * A downloader run in progress or finished (spec §2 /beatmaps/downloader): overall progress (beatmaps
 * settled of the run, bytes of those transferring now), Cancel while it runs, the failures with their
 * spec §8 messages and "Retry failed", "New run" when it is over, and each beatmap with its state.
 */
export function DownloaderRunPanel({
  jobs,
  progress,
  running,
  stateOf,
  onCancel,
  onRetryFailed,
  onDone,
}: DownloaderRunPanelProps) {
  const { total, counts, settled, failures } = progress;
  const percent = total > 0 ? (settled / total) * 100 : 0;
  const summary = [
    `${counts.done.toLocaleString('en')} of ${total.toLocaleString('en')} installed`,
    counts.failed > 0 ? `${counts.failed} failed` : null,
    counts.cancelled > 0 ? `${counts.cancelled} cancelled` : null,
    running && progress.size > 0
      ? `${formatSize(progress.loaded)} of ${formatSize(progress.size)} in flight`
      : null,
  ].filter(Boolean);

  return (
    <Stack spacing={2}>
      <DownloaderPanelHeader title={running ? 'Installing…' : 'Run finished'} status={summary.join(' · ')}>
        <Stack direction="row" spacing={1}>
          {running && (
            <Button color="inherit" variant="outlined" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {!running && failures.length > 0 && (
            <Button variant="outlined" onClick={onRetryFailed}>
              Retry failed ({failures.length})
            </Button>
          )}
          {!running && (
            <Button variant="contained" onClick={onDone}>
              New run
            </Button>
          )}
        </Stack>
      </DownloaderPanelHeader>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Run progress"
        sx={{ height: 8, borderRadius: 1 }}
      />
      {!running && failures.length > 0 && (
        <Alert severity="error">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {failures.slice(0, 5).map(({ job, error }) => (
              <li key={job.id}>
                {job.beatmap.artist} - {job.beatmap.title}: {error}
              </li>
            ))}
            {failures.length > 5 && <li>and {failures.length - 5} more</li>}
          </ul>
        </Alert>
      )}
      <DownloaderBeatmapList
        title={`This run (${total.toLocaleString('en')})`}
        beatmaps={jobs.map((j) => j.beatmap)}
        empty=""
        trailing={(beatmap) => (
          <StateMark transfer={stateOf(installJobId({ kind: 'beatmap', id: beatmap.id }))} />
        )}
      />
    </Stack>
  );
}
