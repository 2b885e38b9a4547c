import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type OnlineSource, useOnlineStatus } from '../../lib/use-online-status.ts';

/** The banner's words: what is wrong and what the visitor sees meanwhile (spec §4 "Connectivity"). */
export const OFFLINE_TEXT = 'You are offline. Showing pages saved on this device.';

/**
 * Spec §4 "Connectivity": while the browser is offline, a banner under the app bar says so and that
 * what shows comes from this device — pages kept by the service worker (apps/web/vite-pwa.ts) and
 * answers already in the query cache; queries wait and refetch once back online (TanStack Query's
 * onlineManager). Gone again when the connection returns. The live region (`role="status"`) is
 * always there, empty while online, so screen readers announce the change. `source` is for tests.
 */
export function OfflineBanner({ source }: { source?: OnlineSource }) {
  const online = useOnlineStatus(source);
  return (
    <Box role="status">
      {!online && (
        <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ borderRadius: 0 }}>
          {OFFLINE_TEXT}
        </Alert>
      )}
    </Box>
  );
}
