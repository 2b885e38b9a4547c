import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The head of a downloader panel (spec §2 /beatmaps/downloader; the dry run and the run): an h2, a status
 * line under it (announced to screen readers) and the panel's buttons, beside them from `sm` up and under
 * them on a phone.
 */
export function DownloaderPanelHeader({
  title,
  status,
  children,
}: {
  title: string;
  status: string;
  /** The panel's buttons. */
  children?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {status}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
