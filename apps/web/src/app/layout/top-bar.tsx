import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useCurrentUser } from '../../lib/use-session.ts';
import { theme } from '../theme.ts';
import { DeviceMenu } from './device-menu.tsx';
import { Logo } from './logo.tsx';
import { SearchButton } from './search-button.tsx';
import { TransfersButton } from './transfers-button.tsx';
import { UploadMenu } from './upload-menu.tsx';
import { UserMenu } from './user-menu.tsx';

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
          <TransfersButton />
          <DeviceMenu />
          {user ? (
            <>
              <UploadMenu compact={phone} />
              <NotificationBell userId={user.id} />
              <UserMenu user={user} />
            </>
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
