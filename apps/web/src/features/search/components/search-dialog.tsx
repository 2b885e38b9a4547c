import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SearchPanel } from './search-panel.tsx';

/** The width of the search dialog, in px (spec §9). */
export const SEARCH_DIALOG_WIDTH = 500;

/**
 * The global search dialog (spec §2 "Global search dialog"), 500 px wide. Escape or a click
 * outside closes it; its field and results are dropped when it closes, so it reopens empty.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="search-dialog-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: SEARCH_DIALOG_WIDTH, alignSelf: 'flex-start' } } }}
    >
      <DialogTitle id="search-dialog-title">Search</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>{open && <SearchPanel />}</DialogContent>
    </Dialog>
  );
}
