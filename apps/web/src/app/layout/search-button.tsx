import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The label and tooltip of the search button (spec §2 "Global search dialog"). */
export const SEARCH_TITLE = 'Search (Ctrl+K)';

/**
 * The app bar's search button, also opened with Ctrl+K (⌘K). Global search itself arrives in a later
 * issue; until then the 500 px dialog says so and points to the beatmap list. It closes on any
 * route change (spec §2).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);

  // closing is the reaction to a route change
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <IconButton
        color="inherit"
        title={SEARCH_TITLE}
        aria-label={SEARCH_TITLE}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="search-dialog-title"
        slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}
      >
        <DialogTitle id="search-dialog-title">Search</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Searching users, beatmaps, playlists, stages and avatars is not available yet. Meanwhile, browse
            the newest Custom Songs.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} color="inherit">
            Close
          </Button>
          <Button component={RouterLink} to={paths.beatmaps.list.getHref()} variant="contained">
            Browse Custom Songs
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
