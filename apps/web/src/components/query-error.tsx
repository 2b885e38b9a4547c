import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorPage } from './error-page.tsx';
import { ApiError, errorLines } from '../lib/api-error.ts';

/**
 * How a page shows a failed fetch: the error page with the server's message for 4xx answers such as
 * 404 (spec §2, §8), otherwise the message with a Retry button.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return <ErrorPage status={error.status} message={error.message} />;
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorLines(error)[0]}
    </Alert>
  );
}
