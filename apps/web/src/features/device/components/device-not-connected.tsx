import UsbIcon from '@mui/icons-material/Usb';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConnectDeviceChoices } from '../../../components/connect-device-choices.tsx';

/**
 * /device with nothing connected (spec §2 "Device management"): what the page is for and the Connect
 * choices of the app bar's device menu (spec §2 "Device status": PC, Quest or Folder).
 */
export function DeviceNotConnected() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <UsbIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h2">
          No device connected
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          Connect the game folder of your PC, a Quest headset over USB or any folder to see the beatmaps,
          playlists, stages and avatars on it, update them and remove them.
        </Typography>
        <ConnectDeviceChoices />
      </Stack>
    </Paper>
  );
}
