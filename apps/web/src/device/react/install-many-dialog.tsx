import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useId } from 'react';
import { type InstallableItem, KIND_LABELS } from '../installer/installable.ts';
import { useContentIndex } from './use-content-index.ts';
import { useInstaller } from './use-installer.ts';

/** Props of {@link InstallManyDialog}. */
export interface InstallManyDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Candidates; the dialog offers those the device does not have yet (content-index `missing`). */
  items: readonly InstallableItem[];
  /** True while the candidates load. */
  loading?: boolean;
  /** Why the candidates could not be loaded (shown instead of the list). */
  error?: string | null;
  /** A line under the list (e.g. "3 songs are not on Synthhub."). */
  note?: ReactNode;
  /**
   * Offer mode: stay hidden while checking, and close (calling `onClose`) instead of showing when
   * nothing is missing — for the offer after a playlist install.
   */
  onlyWhenMissing?: boolean;
}

/** "1 beatmap", "3 beatmaps". */
function countOf(n: number, kind: InstallableItem['kind']): string {
  const word = KIND_LABELS[kind].toLowerCase();
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Offers to install the items the connected device lacks (after a playlist install, its beatmaps that are
 * not on the device): lists them, and "Install all" puts each on the transfer queue (concurrency 5;
 * progress on each item's button and in the transfers panel). Failures show their own spec §8 message;
 * successes are summed up in one "N beatmaps installed successfully!". Must be rendered while a device is
 * connected.
 */
export function InstallManyDialog({
  open,
  onClose,
  title,
  items,
  loading,
  error,
  note,
  onlyWhenMissing = false,
}: InstallManyDialogProps) {
  const titleId = useId();
  const index = useContentIndex();
  const installer = useInstaller();
  const { enqueueSnackbar } = useSnackbar();
  const missing = index.data ? items.filter((item) => index.data.status(item) === 'missing') : [];
  const checking = loading || index.isPending;
  const nothingToOffer = onlyWhenMissing && !checking && (Boolean(error) || missing.length === 0);
  useEffect(() => {
    if (open && nothingToOffer) onClose();
  }, [open, nothingToOffer, onClose]);
  const shown = open && !(onlyWhenMissing && (checking || nothingToOffer));

  const installAll = () => {
    const batch = missing;
    onClose();
    void Promise.all(batch.map((item) => installer.install(item, { notifySuccess: false }))).then(
      (transfers) => {
        const done = transfers.filter((t) => t.state === 'done').length;
        const kind = batch[0]?.kind ?? 'beatmap';
        if (done === 1)
          enqueueSnackbar(`${KIND_LABELS[kind]} installed successfully!`, { variant: 'success' });
        else if (done > 1)
          enqueueSnackbar(`${countOf(done, kind)} installed successfully!`, { variant: 'success' });
      },
    );
  };

  return (
    <Dialog open={shown} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {checking ? (
          <CircularProgress size={24} aria-label="Checking what is installed" />
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : missing.length === 0 ? (
          <DialogContentText>
            Everything is already on {installer.device?.label ?? 'the device'}.
          </DialogContentText>
        ) : (
          <>
            <DialogContentText>
              {countOf(missing.length, missing[0]!.kind)} {missing.length === 1 ? 'is' : 'are'} not on{' '}
              {installer.device?.label ?? 'the device'} yet.
            </DialogContentText>
            <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {missing.map((item) => (
                <ListItem key={`${item.kind}:${item.id}`} disableGutters>
                  <ListItemText primary={item.name} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {note && !checking && <DialogContentText sx={{ mt: 1 }}>{note}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button variant="contained" onClick={installAll} disabled={checking || missing.length === 0}>
          {missing.length > 0 ? `Install ${countOf(missing.length, missing[0]!.kind)}` : 'Install'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
