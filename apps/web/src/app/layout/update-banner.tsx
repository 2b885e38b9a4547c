import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { type StartAppUpdates, useAppUpdate } from '../../lib/use-app-update.ts';

/** The banner's words (spec §1 "Update banner"). */
export const UPDATE_BANNER_TEXT = 'An update is available. Please refresh the page!';

/**
 * Spec §1/§4 "Update banner": once a new version of the app is installed and waiting, a banner at
 * the bottom left says so with a **Refresh** button that switches to it and reloads. It stays until
 * used (no time-out, not closed by a click elsewhere). The Alert's `role="alert"` has screen readers
 * announce it as it appears; the button is a plain one in the Tab order. `start` is for tests
 * (lib/use-app-update.ts).
 */
export function UpdateBanner({ start }: { start?: StartAppUpdates }) {
  const { needRefresh, refresh } = useAppUpdate(start);
  return (
    <Snackbar open={needRefresh} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={refresh}>
            Refresh
          </Button>
        }
      >
        {UPDATE_BANNER_TEXT}
      </Alert>
    </Snackbar>
  );
}
