import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { theme } from '../theme.ts';
import { Footer } from './footer.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Sidebar } from './sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** Page fade-in (spec §9: 100 ms). */
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * The shell around every page (spec §1): the skip link (first in the Tab order), progress bar, app
 * bar, the 250 px sidebar (permanent from 1264 px, a temporary drawer below), the page in
 * `<main id="main-content">`, and the footer; the offline banner above the page and the update banner
 * (spec §4 "Connectivity", "Update banner").
 */
export function AppLayout() {
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // a navigation closes the drawer
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <ProgressBar />
      <TopBar showMenuButton={!desktop} onMenuClick={() => setDrawerOpen(true)} />
      <Sidebar permanent={desktop} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <OfflineBanner />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          key={location.pathname}
          sx={{
            // focused only by the skip link: the page itself is not a control, so no ring
            '&:focus': { outline: 'none' },
            flexGrow: 1,
            width: '100%',
            maxWidth: 1600,
            mx: 'auto',
            px: { xs: 1.5, sm: 3 },
            py: { xs: 2, md: 3 },
            animation: `${fadeIn} 100ms ease-out`,
          }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <UpdateBanner />
      <ScrollRestoration />
    </Box>
  );
}
