import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { NavLink } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { useSiteExternal } from '../../lib/site-external.ts';
import { useCurrentUser } from '../../lib/use-session.ts';
import { SIDEBAR_WIDTH } from '../theme.ts';
import { Logo } from './logo.tsx';
import { type SidebarLink, type SidebarSection, sidebarSections, withExternal } from './sidebar-links.ts';
import { useAfterFirstContent } from './use-after-first-content.ts';

function SidebarItem({
  link,
  color,
  onNavigate,
}: {
  link: SidebarLink;
  color: SidebarSection['color'];
  onNavigate?: () => void;
}) {
  const Icon = link.icon;
  const text = (
    <ListItemText
      primary={link.label}
      secondary={link.secondary}
      slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
    />
  );
  const sx = (theme: Theme) => ({
    borderRadius: 1,
    mx: 1,
    py: 0.5,
    '&.active': {
      bgcolor: alpha(theme.palette[color].main, 0.16),
      color: theme.palette[color].main,
    },
  });
  // Every entry is an <li> of its section's <ul> (WCAG 1.3.1; axe "list"), the link inside it.
  if (link.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={sx}
          onClick={onNavigate}
        >
          <ListItemIcon sx={{ minWidth: 36, color: `${color}.main` }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {text}
          <OpenInNewIcon sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={link.to ?? '/'} end={link.end} sx={sx} onClick={onNavigate}>
        <ListItemIcon sx={{ minWidth: 36, color: `${color}.main` }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {text}
      </ListItemButton>
    </ListItem>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useCurrentUser() !== null;
  // Asked once the first page has its content: the first page needs none of it (docs/decisions/0025).
  const external = useSiteExternal(useAfterFirstContent());
  return (
    <Box component="nav" aria-label="Main" sx={{ overflowY: 'auto', pb: 2 }}>
      {withExternal(sidebarSections, external).map((section) => (
        <List
          key={section.title}
          dense
          aria-labelledby={`sidebar-${section.title}`}
          subheader={
            <ListSubheader
              id={`sidebar-${section.title}`}
              disableSticky
              sx={{
                bgcolor: 'transparent',
                color: `${section.color}.main`,
                fontWeight: 700,
                letterSpacing: 1,
                lineHeight: '36px',
              }}
            >
              {section.title.toUpperCase()}
            </ListSubheader>
          }
        >
          {section.links
            .filter((link) => signedIn || !link.signedIn)
            .map((link) => (
              <SidebarItem key={link.label} link={link} color={section.color} onNavigate={onNavigate} />
            ))}
        </List>
      ))}
    </Box>
  );
}

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Permanent at ≥ 1264 px; a temporary drawer below that (spec §9). */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

/** The 250 px sidebar with every section of spec §1: BEATMAPS, MODS, MODELS, COMMUNITY. */
export function Sidebar({ permanent, open, onClose }: SidebarProps) {
  const paper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' as const, bgcolor: 'background.default' };
  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
        <Toolbar />
        <SidebarContent />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // Mounted when opened: kept mounted, its slide transition measured the page at start-up, a
      // forced layout of the whole first page on a phone (docs/decisions/0029).
      sx={{ '& .MuiDrawer-paper': paper }}
    >
      <Toolbar sx={{ px: 2 }}>
        <Logo onClick={onClose} />
      </Toolbar>
      <SidebarContent onNavigate={onClose} />
    </Drawer>
  );
}
