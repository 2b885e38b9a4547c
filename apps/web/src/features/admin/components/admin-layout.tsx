import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { adminScreens } from '../admin-screens.ts';

const NAV = [
  { path: '', label: 'Overview' },
  ...adminScreens.flatMap((s) => (s.label ? [{ path: s.path, label: s.label }] : [])),
];

/** The navigation entry `pathname` belongs to: the longest screen path it starts with. */
export function currentNavPath(pathname: string): string {
  const below = pathname.replace(/^\/admin\/?/, '');
  let best = '';
  for (const { path } of NAV) {
    if (path && (below === path || below.startsWith(`${path}/`)) && path.length > best.length) best = path;
  }
  return best;
}

/**
 * The admin area's frame (spec §2 "Admin area", §6): for anyone but an admin the error page with
 * "Unauthorized" and nothing else (no admin API is asked); for an admin the navigation of every
 * screen (a column on wide screens, a scrolling row of tabs on phones) beside the current screen.
 */
export function AdminLayout() {
  const user = useCurrentUser();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { pathname } = useLocation();
  if (user?.admin !== true) return <ErrorPage status={403} message="Unauthorized" />;
  const base = paths.admin.path;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="nav" aria-label="Admin" sx={{ borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
        <Tabs
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          scrollButtons={wide ? false : 'auto'}
          allowScrollButtonsMobile
          value={currentNavPath(pathname)}
          sx={wide ? { borderRight: 1, borderColor: 'divider' } : undefined}
        >
          {NAV.map(({ path, label }) => (
            <Tab
              key={path}
              value={path}
              label={label}
              component={NavLink}
              to={path ? `${base}/${path}` : base}
              end={path === ''}
              sx={wide ? { alignItems: 'flex-start', textAlign: 'left' } : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
