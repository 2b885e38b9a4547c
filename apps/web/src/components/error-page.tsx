import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UNKNOWN_ERROR_MESSAGE } from '@synthhub/shared/api/errors';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

/** The message of an unknown route (spec §8 "Page not found"). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP status to show; 404 by default. */
  status?: number;
  /** The server's message when there is one; otherwise a message fitting the status. */
  message?: string | null;
}

/**
 * The error page of spec §2 "Unknown routes and the error page": the status code, the heading
 * "Oopsie Woopsies!", the message and a Go Home button.
 */
export function ErrorPage({ status = 404, message }: ErrorPageProps) {
  const text = message || (status === 404 ? NOT_FOUND_MESSAGE : UNKNOWN_ERROR_MESSAGE);
  useDocumentTitle(`${status} · ${text}`);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 96, md: 144 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        Oopsie Woopsies!
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Go Home
      </Button>
    </Box>
  );
}
