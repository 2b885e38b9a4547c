import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeviceType } from '@synthhub/shared/device/layout';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AUTHORIZING_HELP, DEVICE_TYPE_HINTS, DEVICE_TYPE_LABELS } from '../../device/connect/messages.ts';
import { anySupported, BROWSER_REQUIREMENT, CANNOT_CONNECT_HERE } from '../../device/connect/setup-guide.ts';
import { type ConnectedDevice, useDevice } from '../../device/react/device-context.ts';
import { useContentIndex } from '../../device/react/use-content-index.ts';
import type { TransferCounts } from '../../device/react/use-transfers.ts';
import { DEVICE_TYPE_ICONS } from './device-type-icons.tsx';

/** Menu order of the connect options (spec §2: PC, Quest or Folder). */
const CONNECT_ORDER: readonly DeviceType[] = ['pc', 'quest', 'directory'];

/** "N beatmaps installed" of the connected device (its content index; refreshed after each transfer). */
function BeatmapCount() {
  const index = useContentIndex();
  if (index.isPending) return <>Counting beatmaps…</>;
  if (index.isError) return <>Beatmaps could not be counted</>;
  const n = index.data.byKind.beatmap.length;
  return <>{n === 1 ? '1 beatmap installed' : `${n} beatmaps installed`}</>;
}

function ConnectedHeader({ device }: { device: ConnectedDevice }) {
  return (
    <Box component="li" role="group" aria-label="Device" sx={{ px: 2, pt: 1, pb: 1.5 }} aria-live="polite">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'success.main', display: 'flex' }}>{DEVICE_TYPE_ICONS[device.type]}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" color="success.main">
            Connected
          </Typography>
          <Typography variant="body2" noWrap title={device.label}>
            {DEVICE_TYPE_LABELS[device.type]}
            {device.label !== DEVICE_TYPE_LABELS[device.type] ? ` · ${device.label}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <BeatmapCount />
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * Text inside the menu that is not an item (a heading, the browser requirement, why nothing can
 * connect): an `li` with role `group`, the one non-item child a `menu` may own (axe
 * aria-required-children, listitem).
 */
function MenuNote({ children }: { children: string }) {
  return (
    <Box component="li" role="group" aria-label="Browser requirement" sx={{ px: 2, pb: 1, maxWidth: 320 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The items of the app bar's device menu for the current DeviceStatus (see DeviceMenu). Every
 * action closes the menu first (`onClose`); pickers open from the click that chose them. The connect
 * choices say the browser requirement before the click and leave out what this browser cannot
 * connect (`supported`); with none left, one sentence says why instead. Quest opens the
 * checklist dialog (`onConnectQuest`) rather than the USB chooser at once.
 */
export function DeviceMenuItems({
  onClose,
  onConnectQuest,
  transfers,
  onOpenTransfers,
}: {
  onClose: () => void;
  /** Opens the "Connect a Quest" checklist dialog. */
  onConnectQuest: () => void;
  /** Counts of the queue's transfers, or null when there are none (no Transfers item then). */
  transfers: TransferCounts | null;
  onOpenTransfers: () => void;
}) {
  const { status, connect, reconnect, disconnect, cancelConnect, supported } = useDevice();
  const run = (action: () => Promise<unknown>) => () => {
    onClose();
    void action();
  };

  const connectOptions = anySupported(supported)
    ? [
        <ListSubheader
          key="via"
          role="group"
          aria-label="Connect Device via"
          sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}
        >
          Connect Device via
        </ListSubheader>,
        <MenuNote key="needs">{BROWSER_REQUIREMENT}</MenuNote>,
        ...CONNECT_ORDER.filter((type) => supported[type]).map((type) => (
          <MenuItem
            key={type}
            onClick={
              type === 'quest'
                ? () => {
                    onClose();
                    onConnectQuest();
                  }
                : run(() => connect(type))
            }
            sx={{ whiteSpace: 'normal' }}
          >
            <ListItemIcon>{DEVICE_TYPE_ICONS[type]}</ListItemIcon>
            <ListItemText primary={DEVICE_TYPE_LABELS[type]} secondary={DEVICE_TYPE_HINTS[type]} />
          </MenuItem>
        )),
      ]
    : [
        <Box component="li" key="none" role="group" aria-label="Not available" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" role="note">
            {CANNOT_CONNECT_HERE}
          </Typography>
        </Box>,
      ];

  switch (status.state) {
    case 'idle':
      return <>{connectOptions}</>;
    case 'connecting':
      return (
        <>
          <Box component="li" role="group" aria-label="Connecting" sx={{ px: 2, py: 1.5 }}>
            <div role="status">
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CircularProgress size={20} sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
                <Box>
                  <Typography variant="subtitle2">
                    {status.authorizing
                      ? 'Waiting for the headset…'
                      : `Connecting to ${DEVICE_TYPE_LABELS[status.type]}…`}
                  </Typography>
                  {status.authorizing && (
                    <Typography variant="body2" color="text.secondary">
                      {AUTHORIZING_HELP}
                    </Typography>
                  )}
                </Box>
              </Stack>
            </div>
          </Box>
          {cancelConnect && (
            <MenuItem
              onClick={() => {
                onClose();
                cancelConnect();
              }}
            >
              <ListItemIcon>
                <CloseIcon />
              </ListItemIcon>
              <ListItemText primary="Cancel" />
            </MenuItem>
          )}
        </>
      );
    case 'reconnect':
      return (
        <>
          <MenuItem onClick={run(reconnect)}>
            <ListItemIcon>
              <LinkIcon />
            </ListItemIcon>
            <ListItemText
              primary={`Reconnect ${status.label}`}
              secondary="The browser asks for access again"
            />
          </MenuItem>
          <MenuItem onClick={run(disconnect)}>
            <ListItemIcon>
              <LinkOffIcon />
            </ListItemIcon>
            <ListItemText primary={`Forget ${status.label}`} />
          </MenuItem>
          <Divider />
          {connectOptions}
        </>
      );
    case 'connected':
      return (
        <>
          <ConnectedHeader device={status.device} />
          <Divider />
          <MenuItem component={RouterLink} to={paths.device.getHref()} onClick={onClose}>
            <ListItemIcon>
              <SettingsIcon />
            </ListItemIcon>
            <ListItemText primary="Manage Device" />
          </MenuItem>
          {transfers && (
            <MenuItem onClick={onOpenTransfers}>
              <ListItemIcon>
                <SwapVertIcon />
              </ListItemIcon>
              <ListItemText
                primary="Transfers"
                secondary={
                  [
                    transfers.pending ? `${transfers.pending} pending` : '',
                    transfers.failed ? `${transfers.failed} failed` : '',
                  ]
                    .filter(Boolean)
                    .join(', ') || 'All finished'
                }
              />
            </MenuItem>
          )}
          <MenuItem onClick={run(disconnect)}>
            <ListItemIcon>
              <LinkOffIcon />
            </ListItemIcon>
            <ListItemText primary="Disconnect" />
          </MenuItem>
        </>
      );
  }
}
