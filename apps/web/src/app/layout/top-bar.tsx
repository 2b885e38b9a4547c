import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/use-session.ts';
import { theme } from '../theme.ts';
import { Logo } from './logo.tsx';
import { SearchButton } from './search-button.tsx';
import { useAfterFirstContent } from './use-after-first-content.ts';

// The menus (with their popovers, tooltips and the device code behind them) are separate chunks,
// fetched once the first page has its content instead of before it (docs/decisions/0025).
const DeviceMenu = lazy(() => import('./device-menu.tsx').then((m) => ({ default: m.DeviceMenu })));
const TransfersButton = lazy(() =>
  import('./transfers-button.tsx').then((m) => ({ default: m.TransfersButton })),
);
const UploadMenu = lazy(() => import('./upload-menu.tsx').then((m) => ({ default: m.UploadMenu })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Show the menu button that opens the temporary sidebar (below 1264 px). */
  showMenuButton: boolean;
  onMenuClick: () => void;
}

/**
 * The app bar (spec §1, §2): menu button (narrow screens), logo, search, the transfer spinner and
 * device status menu (design.md §4), and either the Login button or the Upload menu, the
 * notifications bell and the user menu.
 */
export function TopBar({ showMenuButton, onMenuClick }: TopBarProps) {
  const user = useCurrentUser();
  const menus = useAfterFirstContent();
  const location = useLocation();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const here = `${location.pathname}${location.search}`;
  const loginHref = location.pathname === paths.login.path ? here : paths.login.getHref(here);

  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="inherit"
      sx={{
        // Above the permanent sidebar; below the temporary drawer, which brings its own logo.
        zIndex: (t) => (showMenuButton ? t.zIndex.appBar : t.zIndex.drawer + 1),
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'none',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {showMenuButton && (
          <IconButton edge="start" color="inherit" aria-label="Open navigation" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {/* Tight on a phone: five buttons and the word mark share 390 px. */}
        <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'center' }}>
          <SearchButton />
          {menus && (
            <Suspense fallback={null}>
              <TransfersButton />
            </Suspense>
          )}
          {menus && (
            <Suspense fallback={null}>
              <DeviceMenu />
            </Suspense>
          )}
          {user ? (
            menus && (
              <Suspense fallback={null}>
                <UploadMenu compact={phone} />
                <NotificationBell userId={user.id} />
                <UserMenu user={user} />
              </Suspense>
            )
          ) : (
            <Button component={RouterLink} to={loginHref} variant="contained">
              Login
            </Button>
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
