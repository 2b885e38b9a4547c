import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchDialog } from '../../features/search/components/search-dialog.tsx';

/** The label and tooltip of the search button (spec §2 "Global search dialog"). */
export const SEARCH_TITLE = 'Search (Ctrl+K)';

/**
 * The app bar's search button, also opened with Ctrl+K (⌘K): it opens the global search dialog,
 * which closes (and so resets) on any route change (spec §2).
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
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
