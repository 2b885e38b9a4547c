import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { AUTHORIZING_HELP } from '../connect/messages.ts';
import { BROWSER_REQUIREMENT, QUEST_CHECKLIST } from '../connect/setup-guide.ts';
import { useDevice } from './device-context.ts';

/**
 * "Connect a Quest" (design.md §4; device-notes §1.2, §5.3): before the click, the browser requirement
 * and a short checklist (developer mode, a data cable, allow USB debugging, SideQuest/adb closed); then
 * Connect opens the browser's USB chooser from this click. While connecting it says what happens (pick
 * the headset; then the headset's prompt) and Cancel stops the pending WebUSB/ADB connect
 * (`cancelConnect`: `connect` resolves false, the USB interface is released). Closes itself once the
 * Quest is connected, or when the attempt fails (its spec §8 message is a snackbar) or the USB chooser
 * is closed; after its own Cancel the checklist shows again.
 */
export function QuestConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { status, connect, cancelConnect } = useDevice();
  const connecting = status.state === 'connecting' && status.type === 'quest';
  const connected = status.state === 'connected' && status.device.type === 'quest';
  const cancelled = useRef(false);
  const start = async () => {
    cancelled.current = false;
    const ok = await connect('quest');
    // A failure (its message is a snackbar, which would cover this dialog's buttons) or a closed USB
    // chooser ends here; after this dialog's own Cancel the checklist stays for another try.
    if (!ok && !cancelled.current) onClose();
  };
  const cancel = () => {
    cancelled.current = true;
    cancelConnect?.();
  };
  useEffect(() => {
    if (open && connected) onClose();
  }, [open, connected, onClose]);

  return (
    <Dialog
      open={open}
      onClose={connecting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Connect a Quest</DialogTitle>
      <DialogContent dividers>
        {connecting ? (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'flex-start' }}>
            <CircularProgress size={24} sx={{ flexShrink: 0 }} aria-hidden />
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {status.authorizing ? 'Waiting for the headset…' : 'Connecting to the Quest…'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {status.authorizing
                  ? AUTHORIZING_HELP
                  : 'Choose your Quest in the list the browser shows, then wait a moment.'}
              </Typography>
            </div>
          </Stack>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {BROWSER_REQUIREMENT}
            </Typography>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Before you connect
            </Typography>
            <Stack component="ol" spacing={1} sx={{ pl: 3, my: 1 }} aria-label="Before you connect">
              {QUEST_CHECKLIST.map((step) => (
                <li key={step.title}>
                  <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.detail}
                  </Typography>
                </li>
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {connecting ? (
          <Button onClick={cancel} disabled={!cancelConnect}>
            Cancel
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Not now</Button>
            <Button variant="contained" onClick={() => void start()}>
              Connect
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
