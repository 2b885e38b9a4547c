import ComputerIcon from '@mui/icons-material/Computer';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeviceType } from '@synthhub/shared/device/layout';
import { type ReactNode, useId, useState } from 'react';
import { anySupported, BROWSER_REQUIREMENT, CANNOT_CONNECT_HERE } from '../device/connect/setup-guide.ts';
import { QuestConnectDialog } from '../device/react/quest-connect-dialog.tsx';
import { useDevice } from '../device/react/device-context.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const CHOICES: readonly { type: DeviceType; label: string; hint: string; icon: ReactNode }[] = [
  { type: 'pc', label: 'PC', hint: 'The game directory', icon: <ComputerIcon /> },
  { type: 'quest', label: 'Quest', hint: 'The headset over USB', icon: <ViewInArIcon /> },
  { type: 'directory', label: 'Folder', hint: 'Any directory', icon: <FolderOpenIcon /> },
];

/**
 * The "Connect Device via" choices (spec §2 "Device status": PC, Quest or Folder) as buttons, for
 * pages that need a device. `useDevice().connect` does the rest (pickers and the spec §8 messages).
 * Only the choices this browser can connect are offered, under the browser requirement; with none,
 * one sentence says why. Quest opens the checklist dialog first (QuestConnectDialog). While connecting it says so (and, on the Quest, that the
 * headset is waiting for "Allow USB debugging"); a remembered folder offers Reconnect, which must
 * run from a click (File System Access permission).
 */
export function ConnectDeviceChoices() {
  const { status, connect, reconnect, supported } = useDevice();
  const labelId = useId();
  const [questOpen, setQuestOpen] = useState(false);

  if (!anySupported(supported)) {
    return (
      <Typography role="note" sx={{ maxWidth: 560 }}>
        {CANNOT_CONNECT_HERE}
      </Typography>
    );
  }

  if (status.state === 'connecting' && !questOpen) {
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
        {CHOICES.filter((choice) => supported[choice.type]).map((choice) => (
          <Button
            key={choice.type}
            variant="outlined"
            startIcon={choice.icon}
            onClick={() => (choice.type === 'quest' ? setQuestOpen(true) : void connect(choice.type))}
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
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 560, textAlign: 'center' }}>
        {BROWSER_REQUIREMENT}
      </Typography>
      <QuestConnectDialog open={questOpen} onClose={() => setQuestOpen(false)} />
    </Stack>
  );
}
