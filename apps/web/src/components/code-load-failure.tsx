import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LOAD_FAILURE_HINT, LOAD_FAILURE_TITLE, loadFailureReason } from '../lib/load-failure.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** Props of {@link CodeLoadFailure}. */
export interface CodeLoadFailureProps {
  /** The failure: its message is shown as the reason. */
  error: unknown;
  /** What Reload does; `location.reload()` by default (tests pass a spy). */
  onReload?: () => void;
}

/**
 * "Synthhub could not load — reload", the reason and a Reload button, for a page whose code did not
 * arrive once the one reload a minute of spec §8 has been spent (docs/decisions/0048). The React
 * twin of lib/load-failure.ts's plain-DOM message, shown by the route error page.
 */
export function CodeLoadFailure({ error, onReload = () => window.location.reload() }: CodeLoadFailureProps) {
  useDocumentTitle(LOAD_FAILURE_TITLE);
  return (
    <Box role="alert" sx={{ maxWidth: '40rem', mx: 'auto', py: { xs: 6, md: 10 }, px: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {LOAD_FAILURE_TITLE}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{LOAD_FAILURE_HINT}</Typography>
      <Typography
        color="text.secondary"
        sx={{ mt: 1.5, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-word' }}
      >
        Reason: {loadFailureReason(error)}
      </Typography>
      <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}
