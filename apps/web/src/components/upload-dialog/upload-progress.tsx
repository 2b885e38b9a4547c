import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * The "submitting" state of an upload dialog (spec §4): a polite live region with what is happening
 * ("Uploading…", or a kind's step such as "Sending the file…") over an indeterminate bar.
 */
export function UploadProgress({ text = 'Uploading…' }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress aria-label="Upload progress" />
    </Box>
  );
}
