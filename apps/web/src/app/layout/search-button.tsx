import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// The dialog (its text field, list and queries) loads on the first open (docs/decisions/0025).
const SearchDialog = lazy(() =>
  import('../../features/search/components/search-dialog.tsx').then((m) => ({ default: m.SearchDialog })),
);

/** The label and tooltip of the search button (spec §2 "Global search dialog"). */
export const SEARCH_TITLE = 'Search (Ctrl+K)';

/**
 * The app bar's search button, also opened with Ctrl+K (⌘K): it opens the global search dialog,
 * which closes (and so resets) on any route change (spec §2).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so later opens and closes keep their transitions.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
