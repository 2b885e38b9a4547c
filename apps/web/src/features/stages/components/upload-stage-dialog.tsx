import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * PLACEHOLDER until the stage upload lands (issue 3): the app bar's Upload menu opens this dialog.
 * Keep the props: `open` shows it; `onClose` is called when it closes (after success or Cancel).
 */
export function UploadStageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Upload Stage</DialogTitle>
      <DialogContent>Coming soon.</DialogContent>
    </Dialog>
  );
}
