import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ContentIndex } from '../installer/content-index.ts';
import { installSet, type SetEntry, type SetProgress, type SetResult } from '../installer/install-set.ts';
import { useDevice } from './device-context.ts';
import { InstallSetSummary } from './install-set-summary.tsx';
import { useContentIndex } from './use-content-index.ts';
import { installJobId, useInstaller } from './use-installer.ts';

/** Props of {@link InstallSetDialog}. */
export interface InstallSetDialogProps {
  /** "Installing warm up". */
  title: string;
  /** What to install, in order (the playlist file first, then its songs). */
  entries: readonly SetEntry[];
  /** Called when the person closes the dialog (after the summary, or after cancelling). */
  onClose: () => void;
}

type Phase =
  | { name: 'checking' }
  | { name: 'running'; progress: SetProgress }
  | { name: 'finished'; results: SetResult[] };

/**
 * Installs a set of items on the connected device as one action (a playlist and its songs;
 * design.md §4), as soon as it opens and the device's content index is known: progress as "n of m"
 * with the title being installed, a Cancel that stops the set and aborts the running transfer, then a
 * summary (installed, already there, not on Synthhub, failed with the reason). The single installs
 * are transfer-queue jobs, so they also show in the transfers panel. Must be rendered while a
 * device is connected; unmounting it cancels what is left.
 */
export function InstallSetDialog({ title, entries, onClose }: InstallSetDialogProps) {
  const titleId = useId();
  const index = useContentIndex();
  const installer = useInstaller();
  const { queue } = useDevice();
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const indexRef = useRef<ContentIndex | undefined>(undefined);
  indexRef.current = index.data;
  const controller = useRef<AbortController | null>(null);
  const ready = Boolean(index.data);

  useEffect(() => {
    if (!ready || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const live = {
      status: (item: Parameters<ContentIndex['status']>[0]) => indexRef.current!.status(item),
      findItem: (item: Parameters<ContentIndex['findItem']>[0]) => indexRef.current!.findItem(item),
    };
    void installSet(entries, {
      index: live,
      signal: abort.signal,
      onProgress: (progress) => setPhase({ name: 'running', progress }),
      install: (item, replace) => {
        const cancel = () => queue.cancel(installJobId(item));
        abort.signal.addEventListener('abort', cancel, { once: true });
        return installer
          .install(item, { replace, notifySuccess: false })
          .finally(() => abort.signal.removeEventListener('abort', cancel));
      },
    }).then((results) => setPhase({ name: 'finished', results }));
    // The set runs once per dialog; `entries` and the installer are taken as they were at the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  useEffect(() => () => controller.current?.abort(), []);

  const [cancelling, setCancelling] = useState(false);
  const running = phase.name !== 'finished';
  const cancel = () => {
    setCancelling(true);
    controller.current?.abort();
  };
  const deviceName = installer.device?.label ?? 'the device';

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {index.isError ? (
          <Alert severity="error">
            The files on {deviceName} could not be read, so nothing was installed.
          </Alert>
        ) : phase.name === 'finished' ? (
          <InstallSetSummary results={phase.results} deviceName={deviceName} />
        ) : (
          <RunningProgress phase={phase} deviceName={deviceName} />
        )}
      </DialogContent>
      <DialogActions>
        {running && !index.isError ? (
          <Button onClick={cancel} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </Button>
        ) : (
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RunningProgress({ phase, deviceName }: { phase: Phase; deviceName: string }) {
  if (phase.name !== 'running') {
    return (
      <>
        <Typography role="status">Checking what {deviceName} already has…</Typography>
        <LinearProgress sx={{ mt: 2 }} aria-label="Checking the device" />
      </>
    );
  }
  const { done, total, current } = phase.progress;
  const value = total > 0 ? (done / total) * 100 : 0;
  return (
    <>
      <Typography role="status" aria-live="polite">
        {current
          ? `Installing ${Math.min(done + 1, total)} of ${total}: ${current}`
          : `${done} of ${total} done`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        sx={{ mt: 2 }}
        aria-label={`${done} of ${total} installed or checked`}
      />
    </>
  );
}
