import ComputerIcon from '@mui/icons-material/Computer';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeviceType } from '@synthhub/shared/device/layout';
import { type ReactNode, useId } from 'react';
import { useDevice } from '../device/react/device-context.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const CHOICES: readonly { type: DeviceType; label: string; hint: string; icon: ReactNode }[] = [
  { type: 'pc', label: 'PC', hint: 'The game directory', icon: <ComputerIcon /> },
  { type: 'quest', label: 'Quest', hint: 'The headset over USB', icon: <ViewInArIcon /> },
  { type: 'directory', label: 'Folder', hint: 'Any directory', icon: <FolderOpenIcon /> },
];

/**
 * The "Connect Device via" choices (spec §2 "Device status": PC, Quest or Folder) as buttons, for
 * pages that need a device. `useDevice().connect` does the rest (pickers, the "Not Supported"
 * dialog and the spec §8 messages). While connecting it says so (and, on the Quest, that the
 * headset is waiting for "Allow USB debugging"); a remembered folder offers Reconnect, which must
 * run from a click (File System Access permission).
 */
export function ConnectDeviceChoices() {
  const { status, connect, reconnect } = useDevice();
  const labelId = useId();

  if (status.state === 'connecting') {
    return (
      <Stack
        direction="row"
        spacing={1.5}
        role="status"
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <CircularProgress size={20} />
        <Typography variant="body2">
          {status.authorizing
            ? 'Put on the headset and choose "Allow" on the USB debugging prompt…'
            : 'Connecting…'}
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', alignSelf: 'stretch' }}>
      {status.state === 'reconnect' && (
        <Button variant="contained" onClick={() => void reconnect()}>
          Reconnect {status.label}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" id={labelId}>
        Connect Device via
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        role="group"
        aria-labelledby={labelId}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {CHOICES.map((choice) => (
          <Button
            key={choice.type}
            variant="outlined"
            startIcon={choice.icon}
            onClick={() => void connect(choice.type)}
            sx={{ justifyContent: { xs: 'flex-start', sm: 'center' }, textAlign: 'left', py: 1 }}
          >
            {/* the name is "Connect PC The game directory": it holds the visible text (WCAG 2.5.3) */}
            <VisuallyHidden>Connect </VisuallyHidden>
            <Stack component="span" sx={{ alignItems: 'flex-start' }}>
              <span>{choice.label}</span>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ textTransform: 'none' }}
              >
                {choice.hint}
              </Typography>
            </Stack>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
