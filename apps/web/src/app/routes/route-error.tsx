import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { ErrorPage } from '../../components/error-page.tsx';
import { ApiError, errorStatus } from '../../lib/api-error.ts';

const RELOAD_KEY = 'synthhub.chunk-reload-at';
/** A failed code chunk reloads the page at most this often, in ms (spec §8, §9: once per minute). */
const RELOAD_INTERVAL_MS = 60_000;

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/** Reloads the page once a minute at most, so a new deployment's chunks get picked up. */
function reloadForNewCode(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_INTERVAL_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Route-level error boundary: shows the error page with the error's status (else 500) and, for API
 * errors, the server's message (spec §8 "Error shape"). Other errors never show their stack.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForNewCode()) return null;
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
