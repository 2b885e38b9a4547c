import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CodeLoadFailure } from '../../components/code-load-failure.tsx';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { ErrorPage } from '../../components/error-page.tsx';
import { ApiError, errorStatus } from '../../lib/api-error.ts';
import { isChunkLoadError, reloadForNewCode, reloadPending } from '../../lib/chunk-reload.ts';

/**
 * Route-level error boundary: shows the error page with the error's status (else 500) and, for API
 * errors, the server's message (spec §8 "Error shape"). Other errors never show their stack. A code
 * chunk that failed to load reloads the page first, at most once a minute (spec §8, lib/chunk-reload.ts),
 * then shows {@link CodeLoadFailure} with the reason and a Reload button.
 */
export function RouteError() {
  const error = useRouteError();
  // the page is reloading for new code: nothing to show meanwhile
  if (reloadPending() || (isChunkLoadError(error) && reloadForNewCode())) return null;
  // still missing after the one reload the guard allows (spec §8): say what failed and offer a
  // reload, not "an error" (docs/decisions/0048)
  if (isChunkLoadError(error)) return <CodeLoadFailure error={error} />;
  let status = errorStatus(error);
  let message: string | null = null;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const data = error.data as { message?: unknown } | null;
    message = typeof data?.message === 'string' ? data.message : null;
  } else if (error instanceof ApiError) {
    message = error.message;
  } else if (status === 500) {
    console.error(error);
    message = 'Something went wrong while showing this page';
  }
  return (
    <ErrorBoundary
      fallback={
        <Typography sx={{ p: 4, textAlign: 'center' }}>
          An error occurred while showing the error page. <Link href="/">Go home</Link>
        </Typography>
      }
    >
      <ErrorPage status={status} message={message} />
    </ErrorBoundary>
  );
}
