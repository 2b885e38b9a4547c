import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeviceType } from '@synthhub/shared/device/layout';
import { useId, useState } from 'react';
import { FOLDER_NOT_SUPPORTED, NOT_SUPPORTED_TITLE, WEBUSB_NOT_SUPPORTED } from '../connect/messages.ts';

/**
 * The "Not Supported" dialog (spec §2 "Device management", §8 "Unsupported browser"): PC and
 * Folder need a Chromium browser (File System Access); the Quest needs WebUSB ("Your browser does
 * not support WebUSB standard..."). Open while `type` is set.
 */
export function NotSupportedDialog({ type, onClose }: { type: DeviceType | null; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  // Keep the text while the dialog fades out.
  const [shown, setShown] = useState<DeviceType | null>(type);
  if (type && type !== shown) setShown(type);

  return (
    <Dialog
      open={type !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{NOT_SUPPORTED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown === 'quest' ? WEBUSB_NOT_SUPPORTED : FOLDER_NOT_SUPPORTED}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
