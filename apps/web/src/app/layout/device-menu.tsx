import LinkOffIcon from '@mui/icons-material/LinkOff';
import UsbIcon from '@mui/icons-material/Usb';
import UsbOffIcon from '@mui/icons-material/UsbOff';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { DEVICE_TYPE_LABELS } from '../../device/connect/messages.ts';
import { anySupported } from '../../device/connect/setup-guide.ts';
import { QuestConnectDialog } from '../../device/react/quest-connect-dialog.tsx';
import { type DeviceStatus, useDevice } from '../../device/react/device-context.ts';
import { countTransfers, useTransfers } from '../../device/react/use-transfers.ts';
import { theme } from '../theme.ts';
import { DeviceMenuItems } from './device-menu-items.tsx';
import { DEVICE_TYPE_ICONS } from './device-type-icons.tsx';
import { TransfersPopover, transfersLabel } from './transfers-button.tsx';

/**
 * The button's icon, visible text and accessible name. The name starts with the visible text (WCAG
 * 2.5.3 "Label in Name", axe rule label-content-name-mismatch), adding only what the icon says.
 */
function trigger(
  status: DeviceStatus,
  canConnect: boolean,
): { icon: ReactNode; text: string; label: string } {
  switch (status.state) {
    case 'idle':
      return canConnect
        ? { icon: <UsbIcon />, text: 'Connect', label: 'Connect a device' }
        : { icon: <UsbOffIcon />, text: 'Devices', label: 'Devices: not available in this browser' };
    case 'connecting':
      return {
        icon: <CircularProgress size={20} color="inherit" aria-hidden />,
        text: status.authorizing ? 'Allow on headset' : `Connecting to ${DEVICE_TYPE_LABELS[status.type]}…`,
        label: status.authorizing
          ? `Allow on headset: connecting to ${DEVICE_TYPE_LABELS[status.type]}`
          : `Connecting to ${DEVICE_TYPE_LABELS[status.type]}…`,
      };
    case 'reconnect':
      return {
        icon: (
          <Badge variant="dot" color="warning">
            <LinkOffIcon />
          </Badge>
        ),
        text: 'Reconnect',
        label: `Reconnect ${status.label}`,
      };
    case 'connected':
      return {
        icon: (
          <Badge variant="dot" color="success" overlap="circular">
            {DEVICE_TYPE_ICONS[status.device.type]}
          </Badge>
        ),
        text: status.device.label,
        label: `${status.device.label}: device connected`,
      };
  }
}

/**
 * The device status menu of the app bar (spec §2 "Device status"; device-notes §5.3). Not connected:
 * Connect Device via PC, Quest or Folder — only those this browser can connect, under the browser
 * requirement; Quest opens the checklist dialog first (QuestConnectDialog). A browser that can
 * connect nothing gets "Devices" and a sentence saying why, not a Connect that cannot work. Connecting: what is happening (on the Quest, that the
 * headset asks to allow USB debugging) and Cancel. Connected: Connected, the type, the number of
 * beatmaps installed, Manage Device (/device) and Disconnect. A remembered folder offers Reconnect
 * (its permission needs a click) and Forget. While transfers exist, a Transfers item opens their
 * panel; on phones the button itself spins while any are pending (spec §2).
 *
 * The mobile rule (spec §2, "the exact condition is unclear"): below the 960 px mobile breakpoint
 * (spec §9) the button shows only when a device is connected, connecting or remembered, or when
 * the browser has WebUSB — a side-loading context such as Chrome on Android, which can reach a
 * Quest over a USB cable. Phone browsers without WebUSB (iOS, Firefox) cannot connect anything.
 */
export function DeviceMenu() {
  const { status, supported, prepare } = useDevice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [transfersAnchor, setTransfersAnchor] = useState<HTMLElement | null>(null);
  const [questOpen, setQuestOpen] = useState(false);
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const transfers = useTransfers();
  const counts = countTransfers(transfers);

  if (mobile && status.state === 'idle' && !supported.quest) return null;
  const { icon, text, label } = trigger(status, anySupported(supported));
  // On phones this button also carries the transfer spinner (TransfersButton hides itself there).
  const spinning = compact && counts.pending > 0;
  const props = {
    color: 'inherit' as const,
    // starts with the visible text (WCAG 2.5.3): "Connect a device", "PC: device connected"
    'aria-label': spinning ? `${label} (${transfersLabel(counts.pending, counts.failed)})` : label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? 'device-menu' : undefined,
    'data-testid': 'device-menu-button',
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      if (supported.quest) prepare?.('quest');
      setAnchor(event.currentTarget);
    },
  };

  return (
    <>
      {compact ? (
        <Tooltip title={text}>
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <IconButton {...props}>{icon}</IconButton>
            {spinning && (
              <CircularProgress
                size={40}
                thickness={2.5}
                color="secondary"
                aria-hidden
                sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
              />
            )}
          </Box>
        </Tooltip>
      ) : (
        <Button
          {...props}
          startIcon={icon}
          sx={{ maxWidth: 220, '& .MuiButton-startIcon': { flexShrink: 0 } }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
        </Button>
      )}
      <Menu
        id="device-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <DeviceMenuItems
          onClose={() => setAnchor(null)}
          onConnectQuest={() => setQuestOpen(true)}
          transfers={transfers.length > 0 ? counts : null}
          onOpenTransfers={() => {
            setTransfersAnchor(anchor);
            setAnchor(null);
          }}
        />
      </Menu>
      <TransfersPopover anchor={transfersAnchor} onClose={() => setTransfersAnchor(null)} />
      <QuestConnectDialog open={questOpen} onClose={() => setQuestOpen(false)} />
    </>
  );
}
