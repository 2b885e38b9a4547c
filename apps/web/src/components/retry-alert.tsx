import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorLines } from '../lib/api-error.ts';

/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  /** What failed, e.g. "Could not read the device"; the error's first line follows after a colon. */
  title: string;
  /** The failure (an ApiError, an Error …); its first line (errorLines) is shown. */
  error: unknown;
  /** Runs the failed step again (usually the query's `refetch`). */
  onRetry: () => void;
  /** "error" (default) when nothing can be shown, "warning" when the rest of the view still works. */
  severity?: AlertColor;
}

/**
 * A failed load shown in place (spec §8): "`title`: first line of the error" with a Retry button,
 * for lists, device reads and catalogue matches whose page stays usable around it.
 */
export function RetryAlert({ title, error, onRetry, severity = 'error' }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {title}: {errorLines(error)[0]}
    </Alert>
  );
}
